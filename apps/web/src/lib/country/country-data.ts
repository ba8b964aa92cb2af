/**
 * The country data (contract `COUNTRIES`, about 9 kB gzip) behind the country codes of the
 * country state. Load it with `import()` only — the pickers' chunk and the regional API choice
 * do — so the first chunk stays without it.
 */
import {
  COUNTRIES,
  countryByShort,
  countryGroup,
  DEFAULT_COUNTRY_GROUP,
  type CountryEntry,
  type CountryGroupTable,
} from '@account-centre/contract';

/** The entry of an alpha-2 code, if the country list has it. */
export function countryByCode(code: string): CountryEntry | undefined {
  return countryByShort(code);
}

/** The countries a group offers, and whether the table gave their order. */
export interface CountryListEntries {
  entries: readonly CountryEntry[];
  /** The table lists them in picker order; otherwise (every country) they are sorted by name. */
  tableOrder: boolean;
}

/** Every country of the list (the area-code choice: any number may be international). */
export function allCountryEntries(): CountryListEntries {
  return { entries: COUNTRIES, tableOrder: false };
}

/**
 * The countries of group `list` (spec §3 countryList, a key as the country state keeps it); the
 * default group for a key the table does not have.
 */
export function countryListEntries(groups: CountryGroupTable, list: string): CountryListEntries {
  const key = countryGroup(groups, list) === undefined ? DEFAULT_COUNTRY_GROUP : list;
  return { entries: countryGroup(groups, key) ?? [], tableOrder: Object.hasOwn(groups, key) };
}
