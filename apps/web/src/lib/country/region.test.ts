import { describe, expect, test } from 'vitest';
import { regionOfHost } from '#lib/country/region.ts';

describe('regionOfHost (spec §4: cn, eu, us or sg from the host; default cn)', () => {
  test.each([
    ['eu.example.com', 'eu'],
    ['account-us.example.com', 'us'],
    ['sg.account.example.com', 'sg'],
    ['account.example.cn', 'cn'],
    ['ACCOUNT.EU.EXAMPLE.COM', 'eu'],
    // The first region word from the left wins.
    ['eu.account.example.cn', 'eu'],
    ['us-eu.example.com', 'us'],
    // No region word: cn. Words, not letters inside words.
    ['localhost', 'cn'],
    ['127.0.0.1', 'cn'],
    ['business.example.com', 'cn'],
    ['museum.example.org', 'cn'],
    ['europe.example.com', 'cn'],
    ['', 'cn'],
  ])('%s → %s', (hostname, region) => {
    expect(regionOfHost(hostname)).toBe(region);
  });
});
