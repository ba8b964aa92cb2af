/**
 * Country groups (spec §3, §4): a `country` query parameter naming a group narrows the country
 * picker to that group and preselects the group's own country; a parameter that names no group
 * disables the picker (DESIGN §4); without the parameter the visitor chooses from `default`.
 *
 * The table is configuration (DESIGN §4 "groups are configurable"): code takes a
 * {@link CountryGroupTable} argument, {@link DEFAULT_COUNTRY_GROUPS} is only the default, and a
 * configured table is checked with {@link countryGroupTableSchema}.
 */
import { z } from 'zod';

import { COUNTRIES, countryByShort, type CountryEntry } from '#countries/countries.ts';
import { countryCodeSchema } from '#rules/country.ts';

/** The group keys the spec names (§3). */
export const COUNTRY_GROUP_KEYS = [
  'DE',
  'GB',
  'FR',
  'IT',
  'ES',
  'NL',
  'PL',
  'RU',
  'BY',
  'KZ',
  'JP',
  'KR',
  'AU',
  'US',
  'TR',
  'IN',
  'MX',
  'CN',
] as const;
export type CountryGroupKey = (typeof COUNTRY_GROUP_KEYS)[number];

/** The group of all countries; used when there is no `country` parameter. */
export const DEFAULT_COUNTRY_GROUP = 'default';

/**
 * Group key → alpha-2 codes of the countries its visitors may choose, in picker order. A
 * two-letter key names the group's own country, which the list must contain (it is
 * preselected). The `default` key is optional: absent, the default group is every country.
 */
export type CountryGroupTable = Readonly<Record<string, readonly string[]>>;

/**
 * The default table. The spec does not give the groups' content; the choice here is: the
 * group's own country first, then neighbours and territories a national site of that country
 * usually also serves (same language area, microstates, overseas territories, shared dial
 * plan). Change it through configuration, not by editing the list per deployment.
 */
export const DEFAULT_COUNTRY_GROUPS = {
  // German-speaking countries (DACH, Liechtenstein, Luxembourg).
  DE: ['DE', 'AT', 'CH', 'LI', 'LU'],
  // The UK, Ireland and the Crown Dependencies and Gibraltar (+44 / +350).
  GB: ['GB', 'IE', 'GG', 'IM', 'JE', 'GI'],
  // France, French-speaking neighbours, overseas departments and collectivities.
  FR: [
    ...['FR', 'BE', 'LU', 'CH', 'MC'],
    ...['GP', 'MQ', 'GF', 'RE', 'YT', 'PM', 'BL', 'MF', 'NC', 'PF', 'WF'],
  ],
  // Italy and the enclaves San Marino and Vatican City (they share the Italian dial plan), Malta.
  IT: ['IT', 'SM', 'VA', 'MT'],
  // Spain, Andorra and Portugal (Iberia).
  ES: ['ES', 'AD', 'PT'],
  // Benelux and the Dutch Caribbean.
  NL: ['NL', 'BE', 'LU', 'AW', 'CW', 'SX', 'BQ'],
  // Poland and its Central European neighbours.
  PL: ['PL', 'CZ', 'SK', 'LT'],
  // Russia and the countries of the RU server group.
  RU: ['RU', 'BY', 'KZ', 'KG', 'AM', 'AZ', 'TJ', 'TM', 'UZ'],
  BY: ['BY', 'RU'],
  // Kazakhstan and its Central Asian neighbours, and Russia.
  KZ: ['KZ', 'RU', 'KG', 'UZ', 'TJ', 'TM'],
  JP: ['JP'],
  KR: ['KR'],
  // Australia, its external territories with an own code, and New Zealand.
  AU: ['AU', 'NZ', 'CX', 'CC', 'NF'],
  // The United States, its territories and Canada (the +1 mainland).
  US: ['US', 'CA', 'PR', 'VI', 'GU', 'AS', 'MP'],
  TR: ['TR'],
  // India and its South Asian neighbours.
  IN: ['IN', 'NP', 'BT', 'BD', 'LK', 'MV'],
  // Mexico and Central America.
  MX: ['MX', 'GT', 'BZ', 'SV', 'HN', 'NI', 'CR', 'PA'],
  // Chinese mainland, Hong Kong, Macao and Taiwan (the CN server group).
  CN: ['CN', 'HK', 'MO', 'TW'],
} as const satisfies Record<CountryGroupKey, readonly string[]>;

// The table comes from deployment configuration, so its messages are for operators, not i18n keys.
const groupKeySchema = z.string().regex(/^([A-Z]{2}|default)$/, {
  message: 'a group key is a two-letter upper-case code or "default"',
});
const knownCountrySchema = countryCodeSchema.refine((code) => countryByShort(code) !== undefined, {
  message: 'not a country of the country list',
});

/**
 * A configured group table: two-letter upper-case keys (or `default`), each a non-empty list
 * of known, distinct alpha-2 codes that contains the key's own country.
 */
export const countryGroupTableSchema = z
  .record(groupKeySchema, z.array(knownCountrySchema).min(1))
  .superRefine((table, ctx) => {
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
  });

/** Whether `key` (a `country` parameter; case and surrounding blanks ignored) names a group. */
export function isCountryGroup(groups: CountryGroupTable, key: string): boolean {
  return countryGroup(groups, key) !== undefined;
}

/**
 * The countries of group `key` (case and surrounding blanks ignored) in table order, or
 * `undefined` when no such group exists. `default` is every country unless the table sets it.
 * Codes the country list does not know are skipped (a validated table has none).
 */
export function countryGroup(
  groups: CountryGroupTable,
  key: string,
): readonly CountryEntry[] | undefined {
  const trimmed = key.trim();
  const normalized =
    trimmed.toLowerCase() === DEFAULT_COUNTRY_GROUP ? DEFAULT_COUNTRY_GROUP : trimmed.toUpperCase();
  const codes = Object.hasOwn(groups, normalized) ? groups[normalized] : undefined;
  if (codes === undefined) return normalized === DEFAULT_COUNTRY_GROUP ? COUNTRIES : undefined;
  return codes.flatMap((code) => countryByShort(code) ?? []);
}
