/**
 * Whether an IP address is on the public internet. A webhook is never sent to the server's own
 * machine, its private network or a cloud's metadata address (169.254.169.254): whoever registers
 * an endpoint would otherwise make the server call inside its own network for them.
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';

const NOT_PUBLIC = new BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NOT_PUBLIC.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 23], // protocol assignments
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: carries an IPv4 address of any kind
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(prefix, bits, 'ipv6');
}

/**
 * The eight 16-bit groups of an IPv6 address, however it is written (`::ffff:10.0.0.5`,
 * `0:0:0:0:0:ffff:a00:5`, `::FFFF:0A00:0005`): the URL parser writes every form one way.
 */
function groupsOf(address: string): number[] {
  const written = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head = '', tail] = written.split('::');
  const part = (text: string) => (text ? text.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const [front, back] = [part(head), part(tail ?? '')];
  return tail === undefined ? front : [...front, ...Array(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The IPv4 address an IPv6 address carries in its last 32 bits, when the network delivers it
 * there: IPv4-mapped (`::ffff:a.b.c.d`), IPv4-translated (`::ffff:0:a.b.c.d`), the deprecated
 * IPv4-compatible (`::a.b.c.d`) and NAT64's well-known prefix (`64:ff9b::a.b.c.d`). 6to4 and
 * Teredo, which carry one elsewhere, are refused whole (the list above).
 */
function embeddedIpv4(address: string): string | undefined {
  const groups = groupsOf(address);
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  const carries =
    (zeros(0, 5) && (groups[5] === 0xffff || groups[5] === 0)) ||
    (zeros(0, 4) && groups[4] === 0xffff && groups[5] === 0) ||
    (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6));
  if (!carries) return undefined;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True for an address a webhook may go to; false for anything private, local or reserved, or not an address. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(bare)) return !NOT_PUBLIC.check(bare, 'ipv4');
  if (!isIPv6(bare)) return false;
  const inner = embeddedIpv4(bare);
  if (inner) return isPublicAddress(inner);
  return !NOT_PUBLIC.check(bare, 'ipv6');
}
