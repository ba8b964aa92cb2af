import ipaddr from 'ipaddr.js';

/**
 * The key per-IP limits count a client under (issue 19, Low 6): an IPv4 address as it is, an IPv6
 * address by its /64 network (`2001:db8:1:2::/64`). One subscriber, host or VM usually gets a whole
 * /64 and can pick any of its 2^64 addresses, so counting single IPv6 addresses would let one
 * client multiply every per-IP cap. An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) counts as its
 * IPv4 address. Anything that does not parse (no real peer address) is kept as it is.
 */
export function clientNetworkOf(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${ipaddr.IPv6.parse(`${parts.map((part) => part.toString(16)).join(':')}::`).toString()}/64`;
}
