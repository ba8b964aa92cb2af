/**
 * The country group table (spec §3, §4) as plain data: its keys, its default content and its
 * shape. Nothing here reads the country list, so a client can take the table from its
 * configuration without loading the country data; the rules over the table (which countries a
 * group holds, the full configuration check) are in `groups.ts`, which re-exports this module.
 */
import * as z from 'zod/mini';

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
/** A group key: two upper-case letters, or `default`. */
export const groupKeySchema = z.string().check(
  z.regex(/^([A-Z]{2}|default)$/, {
    message: 'a group key is a two-letter upper-case code or "default"',
  }),
);

/**
 * The shape of a configured table, without checking its codes against the country list: what a
 * client needs to trust the table its server sends. The server checks a configured table fully
 * with `countryGroupTableSchema` (`groups.ts`).
 */
export const countryGroupTableShapeSchema = z.record(
  groupKeySchema,
  z.readonly(z.array(z.string().check(z.regex(/^[A-Z]{2}$/))).check(z.minLength(1))),
);
