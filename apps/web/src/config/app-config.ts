import {
  APP_CONFIG_META_NAME,
  APP_LANGUAGES,
  DEFAULT_COUNTRY_GROUPS,
  DEFAULT_MIN_AGE,
  DEFAULT_PHONE_REGION_GROUPS,
  webAppConfigSchema,
  type WebAppConfig,
} from '@account-centre/contract';

/** Used when the server has not filled the meta tag (e.g. under `vite dev` or in tests). */
export const defaultAppConfig: WebAppConfig = {
  brandSegment: 'aurora',
  brands: {
    first: { name: 'Aurora', appType: 'aurora' },
    second: { name: 'Nova', appType: 'nova' },
  },
  secondBrandHosts: [],
  clientId: 'aurora-web',
  clientSecret: 'aurora-web-secret',
  languages: [...APP_LANGUAGES],
  sliderRequired: true,
  minAge: DEFAULT_MIN_AGE,
  phoneRegionGroups: [...DEFAULT_PHONE_REGION_GROUPS],
  countryGroups: DEFAULT_COUNTRY_GROUPS,
  regionApiBaseUrls: {},
};

/**
 * Reads `<meta name="app-config" content="…JSON…">` written by the server. An empty tag means
 * the defaults; a tag that does not parse is a deployment error, reported once, and the
 * defaults are used so the visitor still gets a working page.
 */
export function readAppConfig(doc: Document = document): WebAppConfig {
  const content = doc
    .querySelector<HTMLMetaElement>(`meta[name="${APP_CONFIG_META_NAME}"]`)
    ?.content.trim();
  if (!content) return defaultAppConfig;
  try {
    return webAppConfigSchema.parse(JSON.parse(content));
  } catch (error) {
    console.error('Invalid app-config meta tag; using defaults.', error);
    return defaultAppConfig;
  }
}
