/**
 * The country rules of spec §4 and DESIGN §4 as pure functions over country codes and the
 * group table. Nothing here reads the country list itself, so the rules run at start without
 * loading the country data; the entries behind the codes come from `#lib/country/country-data.ts`.
 */
import {
  DEFAULT_COUNTRY_GROUP,
  hostDefaultCountry,
  type CountryGroupTable,
} from '@account-centre/contract';

/** The country part of the stored state (spec §3: countryArea, countryDisabled, countryList). */
export interface CountryState {
  /** Alpha-2 code of the selected country/region, e.g. `DE`. */
  countryArea: string;
  /** The visitor may not change the country/region. */
  countryDisabled: boolean;
  /** Key of the group whose countries are offered: a key of the group table, or `default`. */
  countryList: string;
}

export interface CountryStateInput {
  hostname: string;
  /** The visit's `country` query parameter, if any. */
  countryParam?: string | null | undefined;
  groups: CountryGroupTable;
  /** The state kept earlier in this visit (before a reload), if any. */
  stored?: CountryState | undefined;
}

const COUNTRY_CODE = /^[A-Z]{2}$/;

export { hostDefaultCountry };

/**
 * The group a `country` parameter names, as its table key (case and surrounding blanks
 * ignored), or `undefined` when it names none. `default` always names the default group.
 */
export function countryGroupKey(groups: CountryGroupTable, param: string): string | undefined {
  const trimmed = param.trim();
  if (trimmed.toLowerCase() === DEFAULT_COUNTRY_GROUP) return DEFAULT_COUNTRY_GROUP;
  const key = trimmed.toUpperCase();
  return Object.hasOwn(groups, key) ? key : undefined;
}

/** Whether `code` is one of the countries group `list` offers (any code for an unlisted default). */
export function isInCountryList(groups: CountryGroupTable, list: string, code: string): boolean {
  if (!COUNTRY_CODE.test(code)) return false;
  const codes = Object.hasOwn(groups, list) ? groups[list] : undefined;
  if (codes !== undefined) return codes.includes(code);
  return list === DEFAULT_COUNTRY_GROUP;
}

/** A state the rules could have produced with this table (a stored one may predate a new table). */
function isConsistent(groups: CountryGroupTable, state: CountryState): boolean {
  if (countryGroupKey(groups, state.countryList) !== state.countryList) return false;
  if (state.countryDisabled) {
    return state.countryList === DEFAULT_COUNTRY_GROUP && COUNTRY_CODE.test(state.countryArea);
  }
  return isInCountryList(groups, state.countryList, state.countryArea);
}

/**
 * A visit's start without a group parameter: the default group and the host default, or the
 * group's first country when a configured default group leaves the host default out.
 */
function visitDefault(groups: CountryGroupTable, hostname: string): CountryState {
  const preferred = hostDefaultCountry(hostname);
  const offered = Object.hasOwn(groups, DEFAULT_COUNTRY_GROUP)
    ? groups[DEFAULT_COUNTRY_GROUP]
    : undefined;
  const countryArea =
    offered === undefined || offered.includes(preferred) ? preferred : (offered[0] ?? preferred);
  return { countryArea, countryDisabled: false, countryList: DEFAULT_COUNTRY_GROUP };
}

/**
 * The country state of a visit (spec §4, DESIGN §4):
 * - a `country` parameter naming a group offers that group and selects its own country; the
 *   same parameter again (a reload) keeps what the visitor chose from that group;
 * - a `country` parameter naming no group locks the choice on the host default;
 * - without a parameter the visit keeps its stored state, or starts from the default group with
 *   the host default (the Chinese mainland on local and test hosts, else Germany).
 */
export function resolveCountryState(input: CountryStateInput): CountryState {
  const { hostname, groups } = input;
  const stored =
    input.stored && isConsistent(groups, input.stored) ? { ...input.stored } : undefined;
  const param = input.countryParam?.trim() ?? '';
  if (param === '') return stored ?? visitDefault(groups, hostname);

  const key = countryGroupKey(groups, param);
  if (key === undefined) {
    const countryArea = hostDefaultCountry(hostname);
    return { countryArea, countryDisabled: true, countryList: DEFAULT_COUNTRY_GROUP };
  }
  if (stored && !stored.countryDisabled && stored.countryList === key) return stored;
  if (key === DEFAULT_COUNTRY_GROUP) return visitDefault(groups, hostname);
  return { countryArea: key, countryDisabled: false, countryList: key };
}

/**
 * The state after the visitor picks `code`; the same state when the choice is locked or the
 * code is not offered.
 */
export function withCountryArea(
  groups: CountryGroupTable,
  state: CountryState,
  code: string,
): CountryState {
  if (state.countryDisabled || code === state.countryArea) return state;
  if (!isInCountryList(groups, state.countryList, code)) return state;
  return { ...state, countryArea: code };
}
