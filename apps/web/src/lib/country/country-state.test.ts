import { DEFAULT_COUNTRY_GROUPS } from '@account-centre/contract';
import { describe, expect, test } from 'vitest';
import {
  countryGroupKey,
  hostDefaultCountry,
  resolveCountryState,
  withCountryArea,
  type CountryState,
} from '#lib/country/country-state.ts';

const groups = DEFAULT_COUNTRY_GROUPS;
const PUBLIC = 'account.example.com';

describe('the country rules of a visit (spec §4, DESIGN §4)', () => {
  // parameter × host → list, selection, disabled flag
  test.each<[string | undefined, string, CountryState]>([
    // A parameter naming a group: that group, its own country selected (any case, blanks ignored).
    ['FR', PUBLIC, { countryList: 'FR', countryArea: 'FR', countryDisabled: false }],
    ['fr', PUBLIC, { countryList: 'FR', countryArea: 'FR', countryDisabled: false }],
    [' Fr ', 'localhost', { countryList: 'FR', countryArea: 'FR', countryDisabled: false }],
    ['CN', PUBLIC, { countryList: 'CN', countryArea: 'CN', countryDisabled: false }],
    ['us', 'uat.example.com', { countryList: 'US', countryArea: 'US', countryDisabled: false }],
    ['default', PUBLIC, { countryList: 'default', countryArea: 'DE', countryDisabled: false }],
    // A parameter naming no group: the default group, the host default, locked.
    ['XX', PUBLIC, { countryList: 'default', countryArea: 'DE', countryDisabled: true }],
    ['XX', 'localhost', { countryList: 'default', countryArea: 'CN', countryDisabled: true }],
    ['BR', PUBLIC, { countryList: 'default', countryArea: 'DE', countryDisabled: true }],
    ['constructor', PUBLIC, { countryList: 'default', countryArea: 'DE', countryDisabled: true }],
    // No parameter: the default group; Germany, or the Chinese mainland on local and test hosts.
    [undefined, PUBLIC, { countryList: 'default', countryArea: 'DE', countryDisabled: false }],
    ['', PUBLIC, { countryList: 'default', countryArea: 'DE', countryDisabled: false }],
    [undefined, 'localhost', { countryList: 'default', countryArea: 'CN', countryDisabled: false }],
    [
      undefined,
      'account.cn',
      { countryList: 'default', countryArea: 'CN', countryDisabled: false },
    ],
    [
      undefined,
      'UAT.example.com',
      { countryList: 'default', countryArea: 'CN', countryDisabled: false },
    ],
  ])('country=%j on %s', (countryParam, hostname, expected) => {
    expect(resolveCountryState({ hostname, countryParam, groups })).toEqual(expected);
  });

  test('the host default: "localhost", "cn" or "uat" anywhere in the host name', () => {
    expect(hostDefaultCountry('127.0.0.1')).toBe('DE');
    expect(hostDefaultCountry('my-localhost.test')).toBe('CN');
    expect(hostDefaultCountry('account.acme.cn')).toBe('CN');
    expect(hostDefaultCountry('uat-eu.example.com')).toBe('CN');
    expect(hostDefaultCountry('account.example.de')).toBe('DE');
  });

  test('a group key is found in any case; only table keys and "default" are groups', () => {
    expect(countryGroupKey(groups, ' kz ')).toBe('KZ');
    expect(countryGroupKey(groups, 'DEFAULT')).toBe('default');
    expect(countryGroupKey(groups, 'BR')).toBeUndefined();
    expect(countryGroupKey(groups, 'toString')).toBeUndefined();
    expect(countryGroupKey({ BR: ['BR'] }, 'br')).toBe('BR');
  });

  test('a configured table decides the groups; a default group without the host default starts at its first', () => {
    const table = { BR: ['BR', 'PT'], default: ['PT', 'BR', 'ES'] };
    expect(resolveCountryState({ hostname: PUBLIC, countryParam: 'FR', groups: table })).toEqual({
      countryList: 'default',
      countryArea: 'DE',
      countryDisabled: true,
    });
    expect(resolveCountryState({ hostname: PUBLIC, countryParam: 'br', groups: table })).toEqual({
      countryList: 'BR',
      countryArea: 'BR',
      countryDisabled: false,
    });
    expect(resolveCountryState({ hostname: PUBLIC, groups: table })).toEqual({
      countryList: 'default',
      countryArea: 'PT',
      countryDisabled: false,
    });
  });
});

describe('the stored state of the visit', () => {
  const pickedBelgium: CountryState = {
    countryList: 'FR',
    countryArea: 'BE',
    countryDisabled: false,
  };
  const locked: CountryState = { countryList: 'default', countryArea: 'DE', countryDisabled: true };

  test('without a parameter (a reload, a later screen) the stored state stays', () => {
    for (const stored of [pickedBelgium, locked]) {
      expect(resolveCountryState({ hostname: PUBLIC, groups, stored })).toEqual(stored);
    }
  });

  test('the same group parameter keeps the pick; another parameter overrides it', () => {
    const again = { hostname: PUBLIC, countryParam: 'fr', groups, stored: pickedBelgium };
    expect(resolveCountryState(again)).toEqual(pickedBelgium);
    expect(resolveCountryState({ ...again, countryParam: 'DE' })).toEqual({
      countryList: 'DE',
      countryArea: 'DE',
      countryDisabled: false,
    });
    expect(resolveCountryState({ ...again, countryParam: 'XX' })).toEqual(locked);
    expect(resolveCountryState({ ...again, stored: locked, countryParam: 'FR' })).toEqual({
      countryList: 'FR',
      countryArea: 'FR',
      countryDisabled: false,
    });
  });

  test('a stored state the current table could not produce is dropped', () => {
    const stale: CountryState[] = [
      { countryList: 'BR', countryArea: 'BR', countryDisabled: false },
      { countryList: 'FR', countryArea: 'DE', countryDisabled: false },
      { countryList: 'FR', countryArea: 'FR', countryDisabled: true },
      { countryList: 'fr', countryArea: 'FR', countryDisabled: false },
      { countryList: 'default', countryArea: 'germany', countryDisabled: false },
    ];
    for (const stored of stale) {
      expect(
        resolveCountryState({ hostname: 'localhost', groups, stored }),
        stored.countryArea,
      ).toEqual({
        countryList: 'default',
        countryArea: 'CN',
        countryDisabled: false,
      });
    }
  });
});

describe('the visitor picks a country', () => {
  test('from the offered list only, never while locked', () => {
    const fr: CountryState = { countryList: 'FR', countryArea: 'FR', countryDisabled: false };
    expect(withCountryArea(groups, fr, 'BE')).toEqual({ ...fr, countryArea: 'BE' });
    expect(withCountryArea(groups, fr, 'DE')).toBe(fr);
    expect(withCountryArea(groups, fr, 'FR')).toBe(fr);
    const all: CountryState = { countryList: 'default', countryArea: 'DE', countryDisabled: false };
    expect(withCountryArea(groups, all, 'BR')).toEqual({ ...all, countryArea: 'BR' });
    expect(withCountryArea(groups, all, 'brazil')).toBe(all);
    const locked = { ...all, countryDisabled: true };
    expect(withCountryArea(groups, locked, 'FR')).toBe(locked);
  });
});
