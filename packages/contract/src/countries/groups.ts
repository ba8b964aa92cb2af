/**
 * Country groups (spec §3, §4): a `country` query parameter naming a group narrows the country
 * picker to that group and preselects the group's own country; a parameter that names no group
 * disables the picker (DESIGN §4); without the parameter the visitor chooses from `default`.
 *
 * The table is configuration (DESIGN §4 "groups are configurable"): code takes a
 * {@link CountryGroupTable} argument, `DEFAULT_COUNTRY_GROUPS` is only the default, and a
 * configured table is checked with {@link countryGroupTableSchema}. The table's keys, default and
 * shape are plain data in `group-table.ts`, re-exported here.
 */
import * as z from 'zod/mini';

import { isKnownCountry } from '#countries/country-codes.ts';
import {
  DEFAULT_COUNTRY_GROUP,
  groupKeySchema,
  type CountryGroupTable,
} from '#countries/group-table.ts';
import { countryCodeSchema } from '#rules/country.ts';

export {
  COUNTRY_GROUP_KEYS,
  countryGroupTableShapeSchema,
  DEFAULT_COUNTRY_GROUP,
  DEFAULT_COUNTRY_GROUPS,
  type CountryGroupKey,
  type CountryGroupTable,
} from '#countries/group-table.ts';

const knownCountrySchema = countryCodeSchema.check(
  z.refine((code) => isKnownCountry(code), { message: 'not a country of the country list' }),
);

/**
 * A configured group table: two-letter upper-case keys (or `default`), each a non-empty list
 * of known, distinct alpha-2 codes that contains the key's own country.
 */
export const countryGroupTableSchema = z
  .record(groupKeySchema, z.array(knownCountrySchema).check(z.minLength(1)))
  .check(
    z.superRefine((table, ctx) => {
      for (const [key, codes] of Object.entries(table)) {
        if (new Set(codes).size !== codes.length) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'a country is listed twice' });
        }
        if (key !== DEFAULT_COUNTRY_GROUP && !codes.includes(key)) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: "the group's own country is missing",
          });
        }
      }
    }),
  );

/** `key` as the table spells it: `default` in lower case, a country code in upper case. */
export function groupKeyOf(key: string): string {
  const trimmed = key.trim();
  return trimmed.toLowerCase() === DEFAULT_COUNTRY_GROUP
    ? DEFAULT_COUNTRY_GROUP
    : trimmed.toUpperCase();
}

/**
 * Whether `key` (a `country` parameter; case and surrounding blanks ignored) names a group.
 * `default` always does (every country, unless the table sets it).
 */
export function isCountryGroup(groups: CountryGroupTable, key: string): boolean {
  const normalized = groupKeyOf(key);
  return normalized === DEFAULT_COUNTRY_GROUP || Object.hasOwn(groups, normalized);
}
