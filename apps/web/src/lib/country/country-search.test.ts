import { COUNTRIES, type CountryEntry } from '@account-centre/contract';
import { describe, expect, test } from 'vitest';
import {
  countryMatchRank,
  countrySearchKeys,
  foldForSearch,
  searchCountries,
  type CountrySearchKeys,
} from '#lib/country/country-search.ts';

/** Every country, named in `language` as the picker names it. */
function searchable(language: string) {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return COUNTRIES.map((country) => ({
    country,
    keys: countrySearchKeys(country, names.of(country.short) ?? country.en),
  }));
}

function search(query: string, language = 'en'): string[] {
  return searchCountries(searchable(language), query, (item) => item.keys).map(
    (item) => item.country.short,
  );
}

describe('country search', () => {
  test.each([
    // The name in the UI language (Intl.DisplayNames), without caring for case or accents.
    ['deutsch', 'de', 'DE'],
    ['Deutschland', 'de', 'DE'],
    ['allemagne', 'fr', 'DE'],
    ['osterreich', 'de', 'AT'],
    ['vereinigtes konigreich', 'de', 'GB'],
    // The English name in any UI language.
    ['germany', 'de', 'DE'],
    ['Germ', 'zh', 'DE'],
    // The Chinese name.
    ['德国', 'en', 'DE'],
    ['德', 'en', 'DE'],
    // Pinyin, with or without spaces or tones.
    ['deguo', 'en', 'DE'],
    ['de guo', 'en', 'DE'],
    ['DéGuó', 'en', 'DE'],
    // The dial code, with or without "+".
    ['+49', 'en', 'DE'],
    ['49', 'en', 'DE'],
    ['+ 49', 'en', 'DE'],
    // The ISO codes.
    ['DE', 'en', 'DE'],
    ['deu', 'en', 'DE'],
  ])('%j in %s finds %s first', (query, language, short) => {
    expect(search(query, language)[0]).toBe(short);
  });

  test('a dial code lists every country that has it, exact codes before longer ones', () => {
    const found = search('+1');
    expect(found.slice(0, 3)).toEqual(['AG', 'AI', 'AS']);
    expect(found).toContain('US');
    expect(found).toContain('CA');
    const exact = found.filter((short) => COUNTRIES.find((c) => c.short === short)?.tel === '1');
    expect(found.slice(0, exact.length)).toEqual(exact);
    expect(search('86')).toEqual(['CN']);
    expect(search('+999')).toEqual([]);
  });

  test('a name starting with the text comes before a word starting with it, then any other', () => {
    expect(search('guinea')).toEqual(['GN', 'GW', 'GQ', 'PG']);
    expect(search('united')).toEqual(['AE', 'GB', 'US']);
  });

  test('an empty query keeps every country in its order; nonsense finds nothing', () => {
    expect(search('')).toEqual(COUNTRIES.map((country) => country.short));
    expect(search('   ')).toHaveLength(COUNTRIES.length);
    expect(search('qqqq')).toEqual([]);
  });

  test('folding: lower case, no accents, punctuation as spaces, ß and friends spelled out', () => {
    expect(foldForSearch('Côte d’Ivoire')).toBe('cote d ivoire');
    expect(foldForSearch('  São Tomé & Príncipe ')).toBe('sao tome principe');
    expect(foldForSearch('Weißrussland')).toBe('weissrussland');
    expect(foldForSearch('Włochy')).toBe('wlochy');
    expect(foldForSearch('Færøerne')).toBe('faeroerne');
    expect(foldForSearch('中国台湾省')).toBe('中国台湾省');
  });

  test('ranks: exact 0, prefix 1, word prefix 2, inside 3; a dial code matches digits only', () => {
    const germany = COUNTRIES.find((c) => c.short === 'DE') as CountryEntry;
    const keys: CountrySearchKeys = countrySearchKeys(germany, 'Deutschland');
    expect(countryMatchRank(keys, 'deutschland')).toBe(0);
    expect(countryMatchRank(keys, 'deut')).toBe(1);
    expect(countryMatchRank(keys, 'guo')).toBe(2);
    expect(countryMatchRank(keys, 'many')).toBe(3);
    expect(countryMatchRank(keys, '4')).toBe(1);
    expect(countryMatchRank(keys, '494')).toBeUndefined();
    expect(countryMatchRank(keys, 'france')).toBeUndefined();
  });
});
