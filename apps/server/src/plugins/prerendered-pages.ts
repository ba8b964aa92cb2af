import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  hostDefaultCountry,
  renderedConfigKey,
  resolveBrand,
  type WebAppConfig,
} from '@account-centre/contract';
import type { FastifyRequest } from 'fastify';
import type { ScreenVariant } from '#plugins/screen-renderer.ts';

/** `prerendered/manifest.json` of the web build (apps/web/scripts/prerender.mjs). */
interface PrerenderManifest {
  /** `renderedConfigKey` of the config the pages were rendered with. */
  configKey: string;
  pages: { path: string; brand: string; language: string; country: string; file: string }[];
}

/** Query parameters a prerendered page still serves: the language and the brand are chosen here. */
const SERVED_PARAMETERS = new Set(['lang', 'tenantId']);

export const keyOf = ({ path, brand, language, country }: ScreenVariant) =>
  `${path} ${brand} ${language} ${country}`;

/**
 * The web build's prerendered visitor screens (decision 024), by screen, brand, language and the
 * host's default country. None when the build has none, or when this server's config would
 * render them differently (another brand name, language list, slider setting …): then the server
 * renders them itself (plugins/screen-renderer.ts, decision 064).
 */
export function prerenderedPages(distDir: string, appConfig: WebAppConfig): Map<string, string> {
  const pages = new Map<string, string>();
  const file = join(distDir, 'prerendered', 'manifest.json');
  if (!existsSync(file)) return pages;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as PrerenderManifest;
  if (manifest.configKey !== renderedConfigKey(appConfig)) return pages;
  for (const page of manifest.pages) {
    pages.set(keyOf(page), readFileSync(join(distDir, 'prerendered', page.file), 'utf8'));
  }
  return pages;
}

/**
 * The prerendered page this request would start with (its screen, brand, language and host
 * default country), or `undefined` when its query holds start parameters the page was not
 * rendered for (a client, a country …).
 */
export function prerenderedPageVariant(
  request: Pick<FastifyRequest, 'url' | 'query' | 'hostname'>,
  language: string,
  appConfig: WebAppConfig,
): ScreenVariant | undefined {
  const query = (request.query ?? {}) as Record<string, unknown>;
  if (Object.keys(query).some((name) => !SERVED_PARAMETERS.has(name))) return undefined;
  const tenantId = typeof query.tenantId === 'string' ? query.tenantId : undefined;
  const brand = resolveBrand({
    hostname: request.hostname,
    tenantId,
    secondBrandHosts: appConfig.secondBrandHosts,
  });
  const path = request.url.split('?')[0] ?? '/';
  return { path, brand, language, country: hostDefaultCountry(request.hostname) };
}
