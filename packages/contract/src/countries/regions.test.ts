import { describe, expect, it } from 'vitest';

import { COUNTRIES } from '#countries/countries.ts';
import {
  DEFAULT_PHONE_REGION_GROUPS,
  isRegionGroup,
  phoneAllowedIn,
  REGION_GROUPS,
  regionGroupOf,
} from '#countries/regions.ts';

describe('regionGroupOf', () => {
  it.each([
    ['CN', 'CN'],
    ['mo', 'CN'],
    ['DE', 'DE'],
    ['RU', 'RU'],
    ['US', 'US'],
    ['SG', 'SG'],
  ])('puts %s in %s', (short, group) => {
    expect(regionGroupOf(short)).toBe(group);
  });

  it('answers undefined for an unknown country', () => {
    expect(regionGroupOf('ZZ')).toBeUndefined();
  });

  it('gives every region group at least one country', () => {
    const used = new Set(COUNTRIES.map((country) => country.domain_abbreviation));
    expect([...used].sort()).toEqual([...REGION_GROUPS].sort());
  });
});

describe('phoneAllowedIn', () => {
  it('allows phone login only in the CN group by default (DESIGN §4)', () => {
    expect(DEFAULT_PHONE_REGION_GROUPS).toEqual(['CN']);
    expect(phoneAllowedIn('CN')).toBe(true);
    expect(phoneAllowedIn('HK', DEFAULT_PHONE_REGION_GROUPS)).toBe(true);
    expect(phoneAllowedIn('DE')).toBe(false);
    expect(phoneAllowedIn('US')).toBe(false);
  });

  it('follows the configured groups', () => {
    expect(phoneAllowedIn('DE', ['DE', 'CN'])).toBe(true);
    expect(phoneAllowedIn('CN', ['DE'])).toBe(false);
    expect(phoneAllowedIn('CN', [])).toBe(false);
  });

  it('never allows an unknown country', () => {
    expect(phoneAllowedIn('ZZ', REGION_GROUPS)).toBe(false);
  });
});

describe('isRegionGroup', () => {
  it('accepts the five groups only', () => {
    expect(isRegionGroup('RU')).toBe(true);
    expect(isRegionGroup('ru')).toBe(false);
    expect(isRegionGroup('EU')).toBe(false);
  });
});
