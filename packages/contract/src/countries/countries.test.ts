import { describe, expect, it } from 'vitest';

import {
  buildCountryData,
  libraryPinyin,
  PINYIN_CORRECTIONS,
} from '../../../../scripts/country-data.ts';
import { COUNTRY_DATA, MAIN_COUNTRY_BY_DIAL_CODE } from '#countries/countries.data.ts';
import {
  COUNTRIES,
  countriesByDialCode,
  countryByDialCode,
  countryByShort,
} from '#countries/countries.ts';
import { COUNTRY_CODES } from '#countries/country-codes.data.ts';
import {
  countryCodesOf,
  dialCodeOfCountry,
  isKnownCountry,
  regionGroupOf,
} from '#countries/country-codes.ts';
import { REGION_GROUP_DOMAINS, REGION_GROUPS } from '#countries/regions.ts';

describe('generated country data', () => {
  it('is what scripts/generate-countries.ts produces from the installed libraries', () => {
    // On failure: run `npm run generate:countries` and commit the result.
    const generated = buildCountryData();
    expect(COUNTRY_DATA).toEqual(generated.countries);
    expect(MAIN_COUNTRY_BY_DIAL_CODE).toEqual(generated.mainCountryByDialCode);
  });

  it('has an extract of dial codes and region groups that agrees with the entries', () => {
    expect(COUNTRY_CODES).toEqual(countryCodesOf(COUNTRY_DATA));
    expect(dialCodeOfCountry(' de ')).toBe('49');
    expect(regionGroupOf('cn')).toBe('CN');
    expect(isKnownCountry('FR')).toBe(true);
    expect(isKnownCountry('ZZ')).toBe(false);
    expect(dialCodeOfCountry('ZZ')).toBeUndefined();
    expect(isKnownCountry('constructor')).toBe(false);
  });

  it('still needs each pinyin correction (drop one once pinyin-pro reads the name right)', () => {
    for (const [chinese, corrected] of Object.entries(PINYIN_CORRECTIONS)) {
      expect(libraryPinyin(chinese)).not.toBe(corrected);
    }
  });

  it('has one entry per country, ordered by short code', () => {
    const shorts = COUNTRIES.map((country) => country.short);
    expect(new Set(shorts).size).toBe(shorts.length);
    expect(shorts).toEqual([...shorts].sort());
    expect(new Set(COUNTRIES.map((country) => country.iso_code)).size).toBe(COUNTRIES.length);
    expect(COUNTRIES.length).toBeGreaterThan(230);
  });

  it('has valid fields in every entry', () => {
    for (const country of COUNTRIES) {
      expect(REGION_GROUPS).toContain(country.domain_abbreviation);
      expect(country.domain).toBe(REGION_GROUP_DOMAINS[country.domain_abbreviation]);
      expect(country.short).toMatch(/^[A-Z]{2}$/);
      expect(country.iso_code).toMatch(/^[A-Z]{3}$/);
      expect(country.tel).toMatch(/^[1-9]\d{0,2}$/);
      expect(country.en.trim()).toBe(country.en);
      expect(country.en).not.toBe('');
      expect(country.name).toMatch(/\p{Script=Han}/u);
      expect(country.pinyin).toMatch(/^[a-z]+( [a-z]+)*$/);
    }
  });

  it.each([
    ['DE', 'Germany', '德国', 'de guo', 'DEU', '49', 'DE', 'eu'],
    ['CN', 'China', '中国', 'zhong guo', 'CHN', '86', 'CN', 'cn'],
    ['US', 'United States', '美国', 'mei guo', 'USA', '1', 'US', 'us'],
    ['RU', 'Russia', '俄罗斯', 'e luo si', 'RUS', '7', 'RU', 'ru'],
    ['FR', 'France', '法国', 'fa guo', 'FRA', '33', 'DE', 'eu'],
    ['JP', 'Japan', '日本', 'ri ben', 'JPN', '81', 'SG', 'sg'],
    ['HN', 'Honduras', '洪都拉斯', 'hong du la si', 'HND', '504', 'US', 'us'],
  ])('%s is %s', (short, en, name, pinyin, isoCode, tel, group, domain) => {
    expect(countryByShort(short)).toEqual({
      domain,
      domain_abbreviation: group,
      en,
      name,
      pinyin,
      short,
      iso_code: isoCode,
      tel,
    });
  });

  it.each([
    ['HK', 'CN'],
    ['TW', 'CN'],
    ['KZ', 'RU'],
    ['BY', 'RU'],
    ['UA', 'DE'],
    ['TR', 'DE'],
    ['AE', 'DE'],
    ['ZA', 'DE'],
    ['GP', 'DE'],
    ['BR', 'US'],
    ['CA', 'US'],
    ['GU', 'US'],
    ['IN', 'SG'],
    ['AU', 'SG'],
  ])('assigns %s to region group %s', (short, group) => {
    expect(countryByShort(short)?.domain_abbreviation).toBe(group);
  });

  it('leaves out codes without a dial code and user-assigned codes', () => {
    expect(countryByShort('AQ')).toBeUndefined();
    expect(countryByShort('BV')).toBeUndefined();
    expect(countryByShort('XK')).toBeUndefined();
  });
});

describe('countryByShort', () => {
  it('ignores case and surrounding blanks', () => {
    expect(countryByShort(' de ')?.short).toBe('DE');
  });

  it('answers undefined for an unknown code', () => {
    expect(countryByShort('ZZ')).toBeUndefined();
    expect(countryByShort('')).toBeUndefined();
  });
});

describe('countryByDialCode', () => {
  it.each([
    ['49', 'DE'],
    ['+86', 'CN'],
    ['1', 'US'],
    ['7', 'RU'],
    ['44', 'GB'],
    ['39', 'IT'],
    ['262', 'RE'],
  ])('resolves %s to %s', (tel, short) => {
    expect(countryByDialCode(tel)?.short).toBe(short);
  });

  it('answers undefined for an unknown code', () => {
    expect(countryByDialCode('999')).toBeUndefined();
    expect(countryByDialCode('')).toBeUndefined();
  });

  it('lists every country of a shared code', () => {
    expect(countriesByDialCode('7').map((country) => country.short)).toEqual(['KZ', 'RU']);
    expect(countriesByDialCode('+1').map((country) => country.short)).toContain('CA');
  });

  it('has a main country for exactly the shared codes', () => {
    const counts = new Map<string, number>();
    for (const { tel } of COUNTRIES) counts.set(tel, (counts.get(tel) ?? 0) + 1);
    const shared = [...counts].filter(([, count]) => count > 1).map(([tel]) => tel);
    expect(Object.keys(MAIN_COUNTRY_BY_DIAL_CODE).sort()).toEqual(shared.sort());
    for (const [tel, short] of Object.entries(MAIN_COUNTRY_BY_DIAL_CODE)) {
      expect(countryByShort(short)?.tel).toBe(tel);
    }
  });
});
