import { getCountryState } from '#lib/country/country-store.ts';
import { resolveCountryState } from '#lib/country/country-state.ts';
import { getRuntime } from '#lib/runtime.ts';

/**
 * The country/region a form starts with (spec §4). For this visit's own host and `country`
 * parameter — what the forms pass — it is the visit's selected country (spec §3 countryArea:
 * the parameter's group country, the visitor's last pick, or the host default); for any other
 * host or parameter, the country a new visit there would start with.
 */
export function defaultCountry(hostname: string, countryParam?: string | null): string {
  const runtime = getRuntime();
  if (hostname === runtime.hostname && (countryParam ?? undefined) === runtime.countryParam) {
    return getCountryState().countryArea;
  }
  return resolveCountryState({ hostname, countryParam, groups: runtime.config.countryGroups })
    .countryArea;
}
