import { DEFAULT_COUNTRY, LOCAL_HOST_DEFAULT_COUNTRY, LOCAL_HOST_MARKERS } from '#constants.ts';

/**
 * Spec §4: the Chinese mainland when the host name contains localhost, cn or uat; else Germany.
 * The web app starts a visit's country with it; the server picks the prerendered page by it.
 */
export function hostDefaultCountry(hostname: string): string {
  const host = hostname.toLowerCase();
  return LOCAL_HOST_MARKERS.some((marker) => host.includes(marker))
    ? LOCAL_HOST_DEFAULT_COUNTRY.short
    : DEFAULT_COUNTRY.short;
}
