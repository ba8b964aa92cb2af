/**
 * Regional server groups (spec §3 "domain" / "domain_abbreviation") and the per-group
 * phone-login switch of DESIGN §4.
 *
 * Every country belongs to exactly one region group; the assignment rule lives in the
 * generator (`scripts/generate-countries.ts`) and is stored in the generated country data.
 */
import { regionGroupOf } from '#countries/country-codes.ts';

/** The regional server groups, by their `domain_abbreviation`. */
export const REGION_GROUPS = ['DE', 'SG', 'US', 'CN', 'RU'] as const;
export type RegionGroup = (typeof REGION_GROUPS)[number];

/** A region group's `domain` key (lower-case region): DE serves Europe, hence `eu`. */
export const REGION_GROUP_DOMAINS = {
  DE: 'eu',
  SG: 'sg',
  US: 'us',
  CN: 'cn',
  RU: 'ru',
} as const satisfies Record<RegionGroup, string>;
export type RegionDomain = (typeof REGION_GROUP_DOMAINS)[RegionGroup];

/**
 * DESIGN §4: which region groups allow phone login and phone registration is configurable;
 * by default only the CN group does.
 */
export const DEFAULT_PHONE_REGION_GROUPS: readonly RegionGroup[] = ['CN'];

export function isRegionGroup(value: string): value is RegionGroup {
  return (REGION_GROUPS as readonly string[]).includes(value);
}

export { regionGroupOf };

/**
 * Whether phone login and phone registration are allowed for a country: its region group is
 * one of `allowedGroups` (pass the configured list; default {@link DEFAULT_PHONE_REGION_GROUPS}).
 * Unknown countries are never allowed.
 */
export function phoneAllowedIn(
  short: string,
  allowedGroups: readonly RegionGroup[] = DEFAULT_PHONE_REGION_GROUPS,
): boolean {
  const group = regionGroupOf(short);
  return group !== undefined && allowedGroups.includes(group);
}
