import {
  DEFAULT_COUNTRY,
  LOCAL_HOST_DEFAULT_COUNTRY,
  LOCAL_HOST_MARKERS,
} from '@account-centre/contract';

/**
 * A short list of ISO 3166-1 codes until the generated country data arrives (DESIGN §4).
 * Names are drawn with `Intl.DisplayNames` in the current language.
 */
export const COUNTRY_CODES = [
  'CN',
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
  'TR',
  'JP',
  'KR',
  'AU',
  'IN',
  'MX',
  'US',
] as const;

/**
 * Spec §4: a known `country` parameter wins; otherwise Germany, or the Chinese mainland when
 * the host name contains localhost, cn or uat.
 */
export function defaultCountry(hostname: string, countryParam?: string | null): string {
  const wanted = countryParam?.trim().toUpperCase();
  if (wanted && (COUNTRY_CODES as readonly string[]).includes(wanted)) return wanted;
  const host = hostname.toLowerCase();
  return LOCAL_HOST_MARKERS.some((marker) => host.includes(marker))
    ? LOCAL_HOST_DEFAULT_COUNTRY.short
    : DEFAULT_COUNTRY.short;
}
