import { describe, expect, it } from 'vitest';

import { COUNTRIES, countryByShort } from '#countries/countries.ts';
import { countryGroup } from '#countries/group-countries.ts';
import {
  COUNTRY_GROUP_KEYS,
  countryGroupTableSchema,
  DEFAULT_COUNTRY_GROUP,
  DEFAULT_COUNTRY_GROUPS,
  isCountryGroup,
} from '#countries/groups.ts';

describe('DEFAULT_COUNTRY_GROUPS', () => {
  it('has exactly the spec groups', () => {
    expect(Object.keys(DEFAULT_COUNTRY_GROUPS).sort()).toEqual([...COUNTRY_GROUP_KEYS].sort());
  });

  it.each(COUNTRY_GROUP_KEYS)('group %s lists known, distinct countries, its own first', (key) => {
    const codes = DEFAULT_COUNTRY_GROUPS[key];
    expect(codes[0]).toBe(key);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(countryByShort(code), code).toBeDefined();
  });

  it('passes the configuration schema', () => {
    expect(countryGroupTableSchema.safeParse(DEFAULT_COUNTRY_GROUPS).success).toBe(true);
  });
});

describe('countryGroup', () => {
  it('gives a group its countries in table order', () => {
    const fr = countryGroup(DEFAULT_COUNTRY_GROUPS, 'FR');
    expect(fr?.[0]?.short).toBe('FR');
    expect(fr?.map((country) => country.short)).toEqual(DEFAULT_COUNTRY_GROUPS.FR);
  });

  it('ignores case and surrounding blanks of the key', () => {
    expect(countryGroup(DEFAULT_COUNTRY_GROUPS, ' cn ')?.map((c) => c.short)).toEqual([
      'CN',
      'HK',
      'MO',
      'TW',
    ]);
    expect(countryGroup(DEFAULT_COUNTRY_GROUPS, 'Default')).toBe(COUNTRIES);
  });

  it('gives every country for the default group unless the table sets it', () => {
    expect(countryGroup(DEFAULT_COUNTRY_GROUPS, DEFAULT_COUNTRY_GROUP)).toBe(COUNTRIES);
    const table = { [DEFAULT_COUNTRY_GROUP]: ['DE', 'AT'] };
    expect(countryGroup(table, 'default')?.map((country) => country.short)).toEqual(['DE', 'AT']);
  });

  it('answers undefined for a key that names no group (the picker is then disabled)', () => {
    expect(countryGroup(DEFAULT_COUNTRY_GROUPS, 'BR')).toBeUndefined();
    expect(countryGroup(DEFAULT_COUNTRY_GROUPS, 'constructor')).toBeUndefined();
    expect(isCountryGroup(DEFAULT_COUNTRY_GROUPS, 'BR')).toBe(false);
    expect(isCountryGroup(DEFAULT_COUNTRY_GROUPS, 'de')).toBe(true);
  });

  it('follows a configured table', () => {
    const table = { BR: ['BR', 'PT'] };
    expect(countryGroup(table, 'br')?.map((country) => country.short)).toEqual(['BR', 'PT']);
    expect(countryGroup(table, 'DE')).toBeUndefined();
  });
});

describe('countryGroupTableSchema', () => {
  it.each([
    [{ de: ['DE'] }],
    [{ DE: [] }],
    [{ DE: ['DE', 'ZZ'] }],
    [{ DE: ['DE', 'AT', 'AT'] }],
    [{ DE: ['AT'] }],
  ])('rejects %j', (table) => {
    expect(countryGroupTableSchema.safeParse(table).success).toBe(false);
  });

  it('accepts a table with its own default group and normalises codes', () => {
    const parsed = countryGroupTableSchema.parse({ default: ['de', 'AT'], DE: [' de '] });
    expect(parsed).toEqual({ default: ['DE', 'AT'], DE: ['DE'] });
  });
});
