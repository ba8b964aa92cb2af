import type { RegionApiBaseUrls, RegionDomain } from '@account-centre/contract';
import { getCountryState } from '#lib/country/country-store.ts';
import { getRuntime } from '#lib/runtime.ts';

/** The base URL of a region's API server: the configured one, or '' (the page's own origin). */
export function apiBaseUrlFor(domain: RegionDomain | undefined, urls: RegionApiBaseUrls): string {
  return (domain && urls[domain]) ?? '';
}

/**
 * Where the calls of this visit go: the API server of the selected country's region (its
 * `domain`, spec §3/§7), as configured by REGION_API_BASE_URLS. The country data is loaded for
 * the selected country's `domain` only when regional servers are configured.
 */
export async function currentApiBaseUrl(): Promise<string> {
  return apiBaseUrlOfCountry(getCountryState().countryArea);
}

/**
 * The API server of a country's region (alpha-2 code): what `currentApiBaseUrl` gives while that
 * country is selected. Countries of one region share it.
 */
export async function apiBaseUrlOfCountry(countryArea: string): Promise<string> {
  const urls = getRuntime().config.regionApiBaseUrls;
  if (Object.keys(urls).length === 0) return '';
  const { countryByCode } = await import('#lib/country/country-data.ts');
  return apiBaseUrlFor(countryByCode(countryArea)?.domain, urls);
}

/**
 * The region the calls of this visit go to, for the context header (spec §7): the selected
 * country's `domain` when regional servers are configured (as `currentApiBaseUrl` picks it), else
 * the region the host names (spec §4).
 */
export async function currentRegionDomain(): Promise<RegionDomain> {
  const { config, region } = getRuntime();
  if (Object.keys(config.regionApiBaseUrls).length === 0) return region;
  const { countryByCode } = await import('#lib/country/country-data.ts');
  return countryByCode(getCountryState().countryArea)?.domain ?? region;
}
