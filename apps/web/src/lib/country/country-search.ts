/**
 * Finding a country by what a visitor types (the picker): its English name, its name in
 * the UI language, its Chinese name, its pinyin with or without spaces, its dial code with or
 * without "+", or its ISO code. Case, accents and punctuation do not matter.
 */
import type { CountryEntry } from '@account-centre/contract';

/** What a country is found by, prepared once per language. */
export interface CountrySearchKeys {
  /** Folded names: English, UI language, Chinese. */
  names: readonly string[];
  /** Folded pinyin syllables joined without spaces: `deguo`. */
  pinyin: string;
  /** Folded pinyin syllables: `de`, `guo`. */
  syllables: readonly string[];
  /** Lower-case ISO 3166-1 alpha-2 and alpha-3 codes. */
  codes: readonly string[];
  /** Dial code digits. */
  tel: string;
}

/** How well a country matches; lower is better. */
const RANK = { exact: 0, prefix: 1, wordPrefix: 2, inside: 3 } as const;

/** Letters without a decomposition that people type as plain Latin letters. */
const LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
};

/** Lower case, accents removed, punctuation as single spaces: "Côte d’Ivoire" → "cote d ivoire". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđ]/g, (letter) => LETTERS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function countrySearchKeys(country: CountryEntry, displayName: string): CountrySearchKeys {
  const syllables = foldForSearch(country.pinyin).split(' ');
  return {
    names: [...new Set([country.en, displayName, country.name].map(foldForSearch))],
    pinyin: syllables.join(''),
    syllables,
    codes: [country.short.toLowerCase(), country.iso_code.toLowerCase()],
    tel: country.tel,
  };
}

function textRank(text: string, words: readonly string[], query: string): number | undefined {
  if (text === query) return RANK.exact;
  if (text.startsWith(query)) return RANK.prefix;
  if (words.some((word) => word.startsWith(query))) return RANK.wordPrefix;
  if (text.includes(query)) return RANK.inside;
  return undefined;
}

function best(ranks: readonly (number | undefined)[]): number | undefined {
  const found = ranks.filter((rank) => rank !== undefined);
  return found.length > 0 ? Math.min(...found) : undefined;
}

/**
 * How well `keys` match `query` (lower is better), or `undefined` for no match. Digits, with
 * or without a leading "+", are a dial code; anything else is a name, pinyin or ISO code.
 */
export function countryMatchRank(keys: CountrySearchKeys, query: string): number | undefined {
  const dialCode = /^\+?\s*(\d+)$/.exec(query.trim())?.[1];
  if (dialCode !== undefined) {
    if (keys.tel === dialCode) return RANK.exact;
    return keys.tel.startsWith(dialCode) ? RANK.prefix : undefined;
  }
  const folded = foldForSearch(query);
  if (folded === '') return RANK.exact;
  const compact = folded.replaceAll(' ', '');
  return best([
    keys.codes.includes(folded) ? RANK.exact : undefined,
    ...keys.names.map((name) => textRank(name, name.split(' '), folded)),
    textRank(keys.pinyin, keys.syllables, compact),
  ]);
}

/**
 * The items matching `query`, best first, in their given order among equals. An empty query
 * matches every item.
 */
export function searchCountries<T>(
  items: readonly T[],
  query: string,
  keysOf: (item: T) => CountrySearchKeys,
): T[] {
  if (query.trim() === '') return [...items];
  return items
    .map((item, index) => ({ item, index, rank: countryMatchRank(keysOf(item), query) }))
    .filter((match): match is typeof match & { rank: number } => match.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}
