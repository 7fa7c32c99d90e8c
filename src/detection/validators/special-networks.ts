import { BlockList } from 'node:net';

/**
 * The IANA special-purpose blocks that name no one's network: private use, loopback, link-local,
 * shared address space, benchmarking, multicast and reserved space, and the default routes.
 * Written as themselves ("10.0.0.0/8", "fe80::/10") they are the standard's constants, not an
 * organisation's subnet. The documentation blocks (192.0.2.0/24, 2001:db8::/32…) are left out on
 * purpose: examples use them as stand-ins for real networks.
 */
const GENERIC_BLOCKS: readonly (readonly [string, number, 'ipv4' | 'ipv6'])[] = [
  ['0.0.0.0', 0, 'ipv4'],
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 0, 'ipv6'],
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['::ffff:0:0', 96, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['2001::', 32, 'ipv6'],
  ['2002::', 16, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fd00::', 8, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

/**
 * The blocks' network addresses, one list per prefix length: a network matches a block only when
 * written as it, at its own length ("10.0.0.1/8" is a host and its prefix, not the block).
 */
const byPrefix = new Map<string, BlockList>();
for (const [network, prefix, family] of GENERIC_BLOCKS) {
  const key = `${family}/${prefix}`;
  const list = byPrefix.get(key) ?? new BlockList();
  list.addAddress(network, family);
  byPrefix.set(key, list);
}

/**
 * Whether `address` written with `prefix` ("10.0.0.0" and "8") is one of the generic blocks.
 * Without a prefix length an address is a host, never a block.
 */
export function isGenericBlock(address: string, prefix: string | undefined): boolean {
  if (prefix === undefined) return false;
  const family = address.includes(':') ? 'ipv6' : 'ipv4';
  return byPrefix.get(`${family}/${Number(prefix)}`)?.check(address, family) ?? false;
}
