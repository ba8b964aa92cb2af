/**
 * The country list (spec §3 "Country entry"). The entries are generated from maintained
 * libraries by `scripts/generate-countries.ts` into `countries.data.ts`; never edit them by hand.
 */
import { COUNTRY_DATA, MAIN_COUNTRY_BY_DIAL_CODE } from '#countries/countries.data.ts';
import type { RegionDomain, RegionGroup } from '#countries/regions.ts';

/** One country of the list; field names are the spec's (§3). */
export interface CountryEntry {
  /** The regional server group's domain key: `eu`, `sg`, `us`, `cn` or `ru`. */
  readonly domain: RegionDomain;
  /** The regional server group: DE, SG, US, CN or RU. */
  readonly domain_abbreviation: RegionGroup;
  /** English short name. */
  readonly en: string;
  /** Chinese (simplified) name. */
  readonly name: string;
  /** Pinyin of `name`: lower-case, toneless syllables separated by single spaces ("de guo"). */
  readonly pinyin: string;
  /** ISO 3166-1 alpha-2 code, upper-case ("DE"). */
  readonly short: string;
  /** ISO 3166-1 alpha-3 code, upper-case ("DEU"). */
  readonly iso_code: string;
  /** International dial code, digits only, no "+" ("49"). */
  readonly tel: string;
}

/** Every ISO 3166-1 country that has a dial code, ordered by `short`. */
export const COUNTRIES: readonly CountryEntry[] = COUNTRY_DATA;

let byShort: ReadonlyMap<string, CountryEntry> | undefined;

/** The entry for an alpha-2 code (case-insensitive, surrounding blanks ignored), if any. */
export function countryByShort(short: string): CountryEntry | undefined {
  byShort ??= new Map(COUNTRIES.map((country) => [country.short, country]));
  return byShort.get(short.trim().toUpperCase());
}

/** All entries sharing a dial code (a leading "+" is ignored), ordered by `short`. */
export function countriesByDialCode(tel: string): readonly CountryEntry[] {
  const digits = normalizeDialCode(tel);
  return COUNTRIES.filter((country) => country.tel === digits);
}

/**
 * The entry for a dial code (a leading "+" is ignored), if any. A code shared by several
 * countries (1, 7, 44, 262, …) resolves to libphonenumber's main country for that code,
 * e.g. 1 → US, 7 → RU, 44 → GB; use {@link countriesByDialCode} for all of them.
 */
export function countryByDialCode(tel: string): CountryEntry | undefined {
  const digits = normalizeDialCode(tel);
  const main = MAIN_COUNTRY_BY_DIAL_CODE[digits];
  if (main !== undefined) return countryByShort(main);
  return COUNTRIES.find((country) => country.tel === digits);
}

function normalizeDialCode(tel: string): string {
  return tel.trim().replace(/^\+/, '');
}
