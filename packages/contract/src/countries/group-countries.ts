/**
 * The entries of a country group. Apart from `groups.ts`, whose rules run at start (the group
 * table's check, `isCountryGroup`), so that the first screen does not load the country list
 * (names and pinyin, about 8 kB gzip): only the pickers need the entries.
 */
import { COUNTRIES, countryByShort, type CountryEntry } from '#countries/countries.ts';
import { DEFAULT_COUNTRY_GROUP, type CountryGroupTable } from '#countries/group-table.ts';
import { groupKeyOf } from '#countries/groups.ts';

/**
 * The countries of group `key` (case and surrounding blanks ignored) in table order, or
 * `undefined` when no such group exists. `default` is every country unless the table sets it.
 * Codes the country list does not know are skipped (a validated table has none).
 */
export function countryGroup(
  groups: CountryGroupTable,
  key: string,
): readonly CountryEntry[] | undefined {
  const normalized = groupKeyOf(key);
  const codes = Object.hasOwn(groups, normalized) ? groups[normalized] : undefined;
  if (codes === undefined) return normalized === DEFAULT_COUNTRY_GROUP ? COUNTRIES : undefined;
  return codes.flatMap((code) => countryByShort(code) ?? []);
}
