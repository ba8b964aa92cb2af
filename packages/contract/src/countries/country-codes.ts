/**
 * The small part of the country list that the first screen needs: each country's dial code and
 * region group, by alpha-2 code. The full entries (names, pinyin, about 9 kB gzip) stay in
 * `countries.ts` for the pickers, which load them on demand; this extract is generated beside
 * them (`country-codes.data.ts`) and a test proves the two agree.
 */
import { COUNTRY_CODES } from '#countries/country-codes.data.ts';
import type { CountryEntry } from '#countries/countries.ts';
import type { RegionGroup } from '#countries/regions.ts';

/** Alpha-2 code → `[region group, dial code]`, e.g. `DE: ['DE', '49']`. */
export type CountryCodes = Readonly<Record<string, readonly [RegionGroup, string]>>;

/** The extract of full entries (what the generator writes). */
export function countryCodesOf(countries: readonly CountryEntry[]): CountryCodes {
  return Object.fromEntries(
    countries.map((country) => [country.short, [country.domain_abbreviation, country.tel]]),
  );
}

function codesOf(short: string): readonly [RegionGroup, string] | undefined {
  const key = short.trim().toUpperCase();
  return Object.hasOwn(COUNTRY_CODES, key) ? COUNTRY_CODES[key] : undefined;
}

/** Whether an alpha-2 code (case-insensitive, blanks ignored) is a country of the list. */
export function isKnownCountry(short: string): boolean {
  return codesOf(short) !== undefined;
}

/** A country's dial code, digits only (`86`); `undefined` for an unknown country. */
export function dialCodeOfCountry(short: string): string | undefined {
  return codesOf(short)?.[1];
}

/** The region group of a country by its alpha-2 short code (case-insensitive); `undefined` if unknown. */
export function regionGroupOf(short: string): RegionGroup | undefined {
  return codesOf(short)?.[0];
}
