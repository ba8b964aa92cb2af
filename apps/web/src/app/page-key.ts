import { getCountryState } from '#lib/country/country-store.ts';
import { i18n } from '#lib/i18n/i18n.ts';
import { getRuntime } from '#lib/runtime.ts';
import { getUrlParams } from '#lib/session/url-params.ts';

/**
 * What a visitor screen's first render depends on beyond the app config: the screen, the brand,
 * the language and the country state, and whether a shop's sign-in is under way. A prerendered
 * page carries the key it was rendered for (`<div id="root" data-page-key>`); the client
 * hydrates it only when its own start gives the same key, and renders afresh otherwise (a
 * language or country picked earlier in the visit), so hydration never meets other markup.
 */
export function pageKey(pathname: string): string {
  const { brand } = getRuntime();
  const { countryArea, countryDisabled, countryList } = getCountryState();
  const { client_id, redirect_url } = getUrlParams();
  const shop = client_id || redirect_url ? 'shop' : '';
  return [pathname, brand.key, i18n.language, countryArea, countryList, countryDisabled, shop].join(
    ' ',
  );
}
