import { BlockList, isIPv4 } from 'node:net';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** True for this machine's own addresses (127.0.0.0/8, ::1, and IPv4 loopback written as IPv6). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIPv4(ipv4)) return LOOPBACK.check(ipv4, 'ipv4');
  return LOOPBACK.check(address, 'ipv6');
}
