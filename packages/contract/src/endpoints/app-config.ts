import * as z from 'zod/mini';
import { brandLogoUrlSchema, brandPrimaryColorSchema } from '#brand-theme.ts';
import { countryGroupTableShapeSchema } from '#countries/group-table.ts';
import { REGION_GROUP_DOMAINS, REGION_GROUPS } from '#countries/regions.ts';

const API_BASE_URL_MESSAGE =
  'must be an http(s) URL like https://eu.example.com, without a trailing slash';

/**
 * A regional API server's base URL: http(s), an origin optionally followed by a path, without
 * credentials, query, fragment or trailing slash (`https://eu.example.com`). Call paths are
 * appended to it.
 */
export const apiBaseUrlSchema = z
  .url({ protocol: /^https?$/, error: API_BASE_URL_MESSAGE })
  .check(z.regex(/^https?:\/\/[^/?#@\s]+(\/[^?#\s]*[^/?#\s])?$/, { error: API_BASE_URL_MESSAGE }));

/**
 * Region `domain` (spec §3: eu, sg, us, cn, ru) → base URL of that region's API server. A country
 * is served by its `domain`'s server; a domain that is not listed is served by the page's origin.
 */
export const regionApiBaseUrlsSchema = z.partialRecord(
  z.enum(REGION_GROUP_DOMAINS),
  apiBaseUrlSchema,
);
export type RegionApiBaseUrls = z.infer<typeof regionApiBaseUrlsSchema>;

/**
 * A brand's configured look: its primary colour (buttons, links, focus; the theme's when unset)
 * and its logo (the brand's default logo when unset).
 */
const brandConfigSchema = z.object({
  name: z.string(),
  appType: z.string(),
  primaryColor: z.optional(brandPrimaryColorSchema),
  logoUrl: z.optional(brandLogoUrlSchema),
});

/**
 * Runtime configuration the server writes into the built `index.html` as
 * `<meta name="app-config" content="…JSON…">` (HTML-escaped), so one web build serves every
 * deployment and no inline script is needed under the CSP. The web app falls back to
 * `defaultWebAppConfig` when the tag is empty (e.g. under `vite dev`).
 */
export const webAppConfigSchema = z.object({
  /** The `{brand}` segment of spec §7 paths. */
  brandSegment: z.string(),
  brands: z.object({ first: brandConfigSchema, second: brandConfigSchema }),
  /** Hosts (and their sub-domains) that select the second brand. */
  secondBrandHosts: z.array(z.string()),
  /** The first-party web client's credentials; public by nature (DESIGN §4). */
  clientId: z.string(),
  clientSecret: z.string(),
  /** Languages the dropdown offers. */
  languages: z.array(z.string()),
  /** Whether sign-in, registration and code sending need a passed slide-to-verify check. */
  sliderRequired: z.boolean(),
  /** Spec §5 `{old}`: the minimum age in whole years to register (MIN_AGE). */
  minAge: z.int().check(z.nonnegative()),
  /** DESIGN §4: the region groups where phone login and phone registration apply (PHONE_REGION_GROUPS). */
  phoneRegionGroups: z.array(z.enum(REGION_GROUPS)),
  /** Spec §3/§4 country groups (COUNTRY_GROUPS; the server has checked the codes). */
  countryGroups: countryGroupTableShapeSchema,
  /** The API server of each region `domain` (REGION_API_BASE_URLS); unlisted: the page's origin. */
  regionApiBaseUrls: regionApiBaseUrlsSchema,
});
export type WebAppConfig = z.infer<typeof webAppConfigSchema>;

export const APP_CONFIG_META_NAME = 'app-config';

/**
 * The part of the config that a prerendered page's markup depends on (brand names and logos,
 * languages, slider, countries and phone rules; not the client credentials, hosts, API addresses
 * or brand colours, which the app applies through the CSSOM), as JSON with sorted keys: the build
 * records it beside its pages, and the server sends them only when its own config gives the same.
 */
export function renderedConfigKey(config: WebAppConfig): string {
  const rendered = {
    brands: {
      first: { ...config.brands.first, primaryColor: undefined },
      second: { ...config.brands.second, primaryColor: undefined },
    },
    brandSegment: config.brandSegment,
    languages: config.languages,
    sliderRequired: config.sliderRequired,
    minAge: config.minAge,
    phoneRegionGroups: config.phoneRegionGroups,
    countryGroups: config.countryGroups,
  };
  return JSON.stringify(rendered, (_key, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}
