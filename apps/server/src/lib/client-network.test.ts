import { describe, expect, it } from 'vitest';
import { clientNetworkOf } from '#lib/client-network.ts';

describe('clientNetworkOf: the key of per-IP limits', () => {
  it('keeps an IPv4 address as it is, also written as IPv4-mapped IPv6', () => {
    expect(clientNetworkOf('198.51.100.7')).toBe('198.51.100.7');
    expect(clientNetworkOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const key = clientNetworkOf('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const ip of [
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0000:0000:0000:0abc',
      '2001:db8:1:2:a:b:c:d',
    ]) {
      expect(clientNetworkOf(ip), ip).toBe(key);
    }
    expect(clientNetworkOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientNetworkOf('::1')).toBe('::/64');
  });

  it('keeps what is not an address (no peer) as it is', () => {
    expect(clientNetworkOf('')).toBe('');
    expect(clientNetworkOf('unknown')).toBe('unknown');
  });
});
