// Whether an IP address is on the public Internet, so that a winner's Lightning Address cannot
// make the server call itself, the node's LAN or a cloud metadata endpoint
// (docs/protocols/lnurl.md). An allow-list for IPv6 (global unicast only) and a deny-list
// for IPv4, both from the IANA special-purpose registries (RFC 6890 and successors).
import { isIPv4, isIPv6 } from 'node:net';

type Cidr = readonly [prefix: string, bits: number];

/** IPv4 blocks that are not globally reachable. */
const IPV4_NOT_PUBLIC: readonly Cidr[] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast, deprecated
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

/** Global unicast (2000::/3) is the only public IPv6 space… */
const IPV6_GLOBAL: Cidr = ['2000::', 3];
/** …except these special blocks inside it. */
const IPV6_GLOBAL_NOT_PUBLIC: readonly Cidr[] = [
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID, benchmarking)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4, deprecated; it would tunnel to an IPv4 we did not check
  ['3fff::', 20], // documentation
];
/** Blocks that carry an IPv4 address in their last 32 bits: judged by that address. */
const IPV6_CARRYING_IPV4: readonly Cidr[] = [
  ['::ffff:0:0', 96], // IPv4-mapped
  ['64:ff9b::', 96], // NAT64 well-known prefix (what DNS64 answers on an IPv6-only network)
];

function ipv4Number(ip: string): bigint {
  return ip.split('.').reduce((sum, part) => (sum << 8n) | BigInt(Number(part)), 0n);
}

/** The 128-bit value of a valid IPv6 address (zone dropped, embedded dotted quad allowed). */
function ipv6Number(ip: string): bigint {
  let text = ip.split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = ipv4Number(dotted[1]!);
    text = `${text.slice(0, dotted.index)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].reduce(
    (sum, group) => (sum << 16n) | BigInt(parseInt(group, 16)),
    0n,
  );
}

function inCidr(value: bigint, width: 32 | 128, [prefix, bits]: Cidr): boolean {
  const base = width === 32 ? ipv4Number(prefix) : ipv6Number(prefix);
  const shift = BigInt(width - bits);
  return value >> shift === base >> shift;
}

function isPublicIpv4(value: bigint): boolean {
  return !IPV4_NOT_PUBLIC.some((cidr) => inCidr(value, 32, cidr));
}

/** True only for an address a public server may have; false for anything else, or not an IP. */
export function isPublicIp(ip: string): boolean {
  if (isIPv4(ip)) return isPublicIpv4(ipv4Number(ip));
  if (!isIPv6(ip)) return false;
  const value = ipv6Number(ip);
  if (IPV6_CARRYING_IPV4.some((cidr) => inCidr(value, 128, cidr)))
    return isPublicIpv4(value & 0xffff_ffffn);
  return (
    inCidr(value, 128, IPV6_GLOBAL) &&
    !IPV6_GLOBAL_NOT_PUBLIC.some((cidr) => inCidr(value, 128, cidr))
  );
}

/** Whether the text is an IP literal at all (a hostname must not be one). */
export function isIpLiteral(host: string): boolean {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return isIPv4(bare) || isIPv6(bare);
}
