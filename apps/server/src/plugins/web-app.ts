import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  APP_CONFIG_META_NAME,
  webAppConfigSchema,
  type WebAppConfig,
} from '@account-centre/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#config/index.ts';
import { appError } from '#lib/app-error.ts';
import { acceptsPage, IMMUTABLE, isServableFile, looksLikeFile } from '#plugins/built-app-files.ts';
import { likelyLanguage, localeChunks, withLocalePreload } from '#plugins/locale-preload.ts';
import { keyOf, prerenderedPageVariant, prerenderedPages } from '#plugins/prerendered-pages.ts';
import { screenRenderer } from '#plugins/screen-renderer.ts';

export const WEB_APP_NOT_BUILT =
  'The web app is not built, so only the API is served here.\n' +
  'Build it with `npm run build -w @account-centre/web` (or set WEB_DIST_DIR) and restart the server.\n';

export function webAppConfig(config: Config): WebAppConfig {
  return webAppConfigSchema.parse({
    brandSegment: config.brandSegment,
    brands: config.brands,
    secondBrandHosts: config.secondBrandHosts,
    clientId: config.webClientId,
    clientSecret: config.webClientSecret,
    languages: config.appLanguages,
    sliderRequired: config.sliderRequired,
    minAge: config.minAge,
    phoneRegionGroups: config.phoneRegionGroups,
    countryGroups: config.countryGroups,
    regionApiBaseUrls: config.regionApiBaseUrls,
  });
}

export function escapeHtmlAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

const META_TAG = new RegExp(
  `<meta\\s+name=["']${APP_CONFIG_META_NAME}["']\\s+content=["'][^"']*["']\\s*/?>`,
  'i',
);

/** `index.html` with `<meta name="app-config" content="…">` filled in (added to the head when missing). */
export function renderIndexHtml(html: string, appConfig: WebAppConfig): string {
  const tag = `<meta name="${APP_CONFIG_META_NAME}" content="${escapeHtmlAttribute(JSON.stringify(appConfig))}" />`;
  if (META_TAG.test(html)) return html.replace(META_TAG, () => tag);
  return html.replace(/<\/head>/i, () => `  ${tag}\n  </head>`);
}

/** Paths that never fall back to the web app: the API, the store and dev hooks. */
function isReservedPath(path: string, brandSegment: string): boolean {
  return ['/api', `/${brandSegment}-store`, '/_dev', '/console/api'].some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  );
}

/**
 * Serves the built web app from WEB_DIST_DIR: hashed `/assets/*` cached for a year, every other
 * file and `index.html` revalidated. History-mode fallback: a GET for a page outside the API
 * (not a file name, accepting HTML or anything) answers `index.html`; everything else unknown —
 * API paths, missing files, JSON-only requests — is the JSON 40400.
 * Without a build, the API still works and pages answer a plain-text note.
 */
export async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const root = config.webDistDir;
  const indexFile = join(root, 'index.html');
  const appConfig = webAppConfig(config);
  const html = existsSync(indexFile)
    ? renderIndexHtml(readFileSync(indexFile, 'utf8'), appConfig)
    : undefined;
  const prerendered = prerenderedPages(root, appConfig);
  // Without the build's pages for this config, the server renders the visitor screens itself
  // from the build's render bundle, on first request (decision 064).
  const renderer =
    html === undefined || prerendered.size > 0
      ? undefined
      : screenRenderer({
          distDir: root,
          appConfig,
          template: readFileSync(indexFile, 'utf8'),
          log: app.log,
        });
  if (html === undefined) {
    app.log.warn({ webDistDir: root }, 'web app not built: serving the API only');
  } else if (prerendered.size > 0) {
    app.log.info(
      { pages: prerendered.size, languages: appConfig.languages },
      "visitor screens are served prerendered: the build's pages fit this config",
    );
  } else if (renderer === undefined) {
    app.log.warn(
      { webDistDir: root },
      'visitor screens are not prerendered: the build has no pages for this config and no render bundle',
    );
  } else {
    // The worker loads the bundle once the server listens (requests before that start it).
    app.addHook('onListen', () => renderer.start());
    app.addHook('onClose', () => renderer.close());
  }

  // One page per language (and prerendered screen), built on first use: the likely language's
  // chunks are preloaded. A visitor screen prerendered for this brand, language and host (by
  // the build, decision 024, or by this server, decision 064) is sent with its markup; any other
  // page is the shell.
  const chunks = localeChunks(root);
  const pages = new Map<string, string>();
  const pageFor = async (request: FastifyRequest, base: string): Promise<string> => {
    const language = likelyLanguage(request, config.appLanguages);
    const screen = prerenderedPageVariant(request, language, appConfig);
    const markup =
      screen === undefined
        ? undefined
        : (prerendered.get(keyOf(screen)) ?? (await renderer?.page(screen)));
    const key = markup === undefined || screen === undefined ? language : keyOf(screen);
    let page = pages.get(key);
    if (page === undefined) {
      const source = markup === undefined ? base : renderIndexHtml(markup, appConfig);
      page = withLocalePreload(source, chunks.get(language) ?? []);
      pages.set(key, page);
    }
    return page;
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (html === undefined) {
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(WEB_APP_NOT_BUILT);
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language')
      .send(await pageFor(request, html));
  };

  if (html !== undefined) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: true,
      cacheControl: false,
      // The build writes `.br` and `.gz` beside each asset: sent to browsers that accept them.
      preCompressed: true,
      allowedPath: isServableFile,
      setHeaders: (res, filePath) => {
        const inAssets = relative(root, filePath).startsWith(`assets${sep}`);
        res.header('cache-control', inAssets ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.get('/', (request, reply) => sendIndex(request, reply));
  app.get('/index.html', (request, reply) => sendIndex(request, reply));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isReservedPath(path, config.brandSegment) &&
      !looksLikeFile(path, '/assets/') &&
      acceptsPage(request);
    if (wantsPage) return sendIndex(request, reply);
    const notFound = appError('notFound');
    return reply.status(notFound.statusCode).send(notFound.body);
  });
}
