import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { acceptedLanguages, resolveLanguage } from '@account-centre/contract';
import type { FastifyRequest } from 'fastify';

/** What this reads of Vite's build manifest (`build.manifest`). */
type Manifest = Record<string, { file: string; imports?: string[] }>;

const LOCALE_ENTRY = /^src\/i18n\/locales\/([^/]+)\/first-screen\.ts$/;

/**
 * Each language's chunk of first-screen texts (not the signed-in ones, which load later) and the
 * chunks it imports, by language tag, from the web build's manifest (`dist/.vite/manifest.json`);
 * empty when there is none.
 */
export function localeChunks(distDir: string): Map<string, string[]> {
  const file = join(distDir, '.vite', 'manifest.json');
  const chunks = new Map<string, string[]>();
  if (!existsSync(file)) return chunks;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  for (const [source, entry] of Object.entries(manifest)) {
    const tag = LOCALE_ENTRY.exec(source)?.[1];
    if (!tag) continue;
    const imports = (entry.imports ?? []).flatMap((key) => manifest[key]?.file ?? []);
    chunks.set(tag, [entry.file, ...imports]);
  }
  return chunks;
}

/**
 * The language the web app will most likely show: spec §4's precedence without the saved choice,
 * which only the browser knows — the `lang` parameter, then `Accept-Language`, then the default.
 */
export function likelyLanguage(
  request: Pick<FastifyRequest, 'query' | 'headers'>,
  supported: readonly string[],
): string {
  const query = request.query as Record<string, unknown> | undefined;
  const param = typeof query?.lang === 'string' ? query.lang : undefined;
  const browser = acceptedLanguages(request.headers['accept-language']);
  return resolveLanguage({ param, browser, supported });
}

/**
 * `index.html` with `<link rel="modulepreload">` for the chunks of one language, so that the
 * browser fetches them with the app's own chunks instead of after the app has started (one round
 * trip less before the first paint). A wrong guess (a saved choice) costs one small download.
 */
export function withLocalePreload(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const links = files
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
  return html.replace(/<\/head>/i, () => `  ${links}\n  </head>`);
}
