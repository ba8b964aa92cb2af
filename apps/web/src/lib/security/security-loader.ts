/**
 * Loads the request security (`#lib/security/request-security.ts`) on the first call that needs
 * it, with `import()`, so the first screen's JavaScript stays without the crypto recipes, and
 * keeps the one instance of the visit (its key, clock offset and context header).
 */
import { DEFAULT_LANGUAGE, languageTagSchema, type ClientContext } from '@account-centre/contract';
import { currentRegionDomain } from '#lib/api/api-base-url.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';
import { getCountryState } from '#lib/country/country-store.ts';
import { i18n } from '#lib/i18n/i18n.ts';
import { getRuntime } from '#lib/runtime.ts';
import type { RequestSecurity } from '#lib/security/request-security.ts';

/** What the context header carries now (spec §7: region, language, country short code). */
export async function currentClientContext(): Promise<ClientContext> {
  const language = languageTagSchema.safeParse(i18n.language);
  return {
    region: await currentRegionDomain(),
    language: language.success ? language.data : DEFAULT_LANGUAGE,
    country: getCountryState().countryArea,
  };
}

let enabled = true;
let instance: Promise<RequestSecurity> | undefined;

/**
 * Turns request security on or off, and starts over (a new key, clock offset and header). Off only
 * in the web unit tests of other features, whose stubs answer no `publickey` call
 * (`#testing/setup-tests.ts`); the security tests turn it on.
 */
export function setRequestSecurityEnabled(on: boolean): void {
  enabled = on;
  instance = undefined;
}

/**
 * The visit's request security, loaded on first use; `undefined` when turned off. `fetchPublicKey`
 * is the API client's own call (it sends `publickey` without securing it).
 */
export function loadRequestSecurity(
  fetchPublicKey: (baseUrl: string) => Promise<unknown>,
): Promise<RequestSecurity> | undefined {
  if (!enabled) return undefined;
  instance ??= import('#lib/security/request-security.ts').then(
    ({ RequestSecurity: Security }) =>
      new Security({
        fetchPublicKey,
        paths: getApiPaths,
        clientSecret: () => getRuntime().config.clientSecret,
        context: currentClientContext,
      }),
    (error: unknown) => {
      // A failed chunk load (offline) is tried again by the next call.
      instance = undefined;
      throw error;
    },
  );
  return instance;
}
