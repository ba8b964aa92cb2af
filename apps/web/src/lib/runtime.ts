import {
  resolveBrand,
  tenantIdFor,
  type BrandKey,
  type Region,
  type WebAppConfig,
} from '@account-centre/contract';
import { brands } from '#brands/brands.ts';
import type { BrandDefinition } from '#brands/brand-definition.ts';
import { readAppConfig } from '#config/app-config.ts';
import { applyBrandColors } from '#lib/ui/brand-theme.ts';
import { initCountryState } from '#lib/country/country-store.ts';
import { regionOfHost } from '#lib/country/region.ts';
import { setStored } from '#lib/storage.ts';
import { captureUrlParams } from '#lib/session/url-params.ts';

/** What the app decides once at start from the page, the host and the query string. */
export interface Runtime {
  config: WebAppConfig;
  /** The brand's fields, with its configured colour and logo applied. */
  brand: BrandDefinition & { name: string; appType: string; logoUrl: string };
  /** The Tenant-Id header value (spec §6). */
  tenantId: string;
  hostname: string;
  /** Spec §4: the region the host names. */
  region: Region;
  /** Start parameters (spec §2) that are not kept in storage. */
  langParam: string | undefined;
  countryParam: string | undefined;
  /** OpenID Connect's `login_hint` (the provider passes it on): the account field starts with it. */
  loginHint: string | undefined;
}

let current: Runtime | undefined;

export function getRuntime(): Runtime {
  if (!current) throw new Error('initRuntime() has not run');
  return current;
}

/**
 * Reads the app config, keeps the url parameters, resolves the brand (spec §1/§4) and the
 * country state (spec §4), and marks `<html data-brand>` so the brand's CSS variables apply,
 * with the configured primary colour on top.
 */
export function initRuntime(
  location: Pick<Location, 'hostname' | 'search'> = window.location,
  doc: Document = document,
): Runtime {
  const config = readAppConfig(doc);
  const query = new URLSearchParams(location.search);
  const urlParams = captureUrlParams(location.search);
  const key: BrandKey = resolveBrand({
    hostname: location.hostname,
    tenantId: urlParams.tenantId,
    secondBrandHosts: config.secondBrandHosts,
  });
  const { primaryColor, logoUrl, ...names } = config.brands[key];
  const brand = {
    ...brands[key],
    ...names,
    themeColor: primaryColor ?? brands[key].themeColor,
    logoUrl: logoUrl ?? brands[key].logo,
  };
  current = {
    config,
    brand,
    tenantId: tenantIdFor(key, urlParams.tenantId),
    hostname: location.hostname,
    region: regionOfHost(location.hostname),
    langParam: query.get('lang') ?? undefined,
    countryParam: query.get('country') ?? undefined,
    loginHint: query.get('login_hint')?.slice(0, 200) || undefined,
  };
  setStored('appType', brand.appType);
  initCountryState({
    hostname: location.hostname,
    countryParam: current.countryParam,
    groups: config.countryGroups,
  });
  doc.documentElement.dataset.brand = key;
  // The configured colour overrides the theme's (brands/<brand>/theme.css keeps the defaults).
  applyBrandColors(doc.documentElement, primaryColor);
  doc
    .querySelector<HTMLMetaElement>('meta[name="theme-color"]')
    ?.setAttribute('content', brand.themeColor);
  return current;
}
