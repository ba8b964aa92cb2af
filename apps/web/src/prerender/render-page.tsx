/**
 * The server-side entry of the build (`vite build --ssr`, into `dist/.ssr/render-page.mjs`):
 * renders a visitor screen to HTML with React's static rendering (`react-dom/static`
 * `prerender`, which waits for lazy screens and the language's texts). `scripts/prerender.mjs`
 * calls it at build time for the default config (decision 024); the account server loads the
 * bundle by path and calls it for its own config, for any screen, brand, language and host
 * default country a visitor asks for (decision 064).
 */
import './memory-storage.ts';
import {
  isRtl,
  renderedConfigKey,
  SECOND_BRAND_TENANT_ID,
  APP_CONFIG_META_NAME,
  type BrandKey,
  type WebAppConfig,
} from '@account-centre/contract';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from '#app/app.tsx';
import { pageKey } from '#app/page-key.ts';
import { i18n, initI18n } from '#lib/i18n/i18n.ts';
import { defaultAppConfig } from '#config/app-config.ts';
import { paths } from '#config/paths.ts';
import { initRuntime } from '#lib/runtime.ts';

/** The visitor screens prerendered: the first screen of every visit, and the two it links to. */
export const PRERENDERED_PATHS: readonly string[] = [paths.login, paths.register, paths.reset];

/** The app languages and the config the pages are rendered with (the defaults: no meta tag). */
export const prerenderedLanguages: readonly string[] = defaultAppConfig.languages;
export const prerenderedConfigKey = renderedConfigKey(defaultAppConfig);

export interface PageVariant {
  /** The screen, e.g. `/login`. */
  path: string;
  brand: BrandKey;
  language: string;
  /** A host name whose default country the page is rendered for (`localhost` → CN, else DE). */
  hostname: string;
}

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** `data-page-key` of `#root` (app/page-key.ts). */
  key: string;
  /** `<html lang dir data-brand>`. */
  lang: string;
  dir: 'ltr' | 'rtl';
  brand: BrandKey;
}

/**
 * What `initRuntime` touches of the page: the app-config tag (absent: the defaults, as a page
 * the server has not filled) and `<html>`'s data.
 */
function staticDocument(config: WebAppConfig | undefined): Document {
  const documentElement = {
    dataset: {} as DOMStringMap,
    style: { setProperty() {}, removeProperty() {} },
  };
  const meta = config === undefined ? null : { content: JSON.stringify(config) };
  const querySelector = (selector: string) =>
    selector === `meta[name="${APP_CONFIG_META_NAME}"]` ? meta : null;
  return { documentElement, querySelector } as unknown as Document;
}

/**
 * Renders one screen with `config` (the server's; the defaults when absent); call one at a time
 * (the runtime and i18next are the app's singletons). Throws on a render error, a boundary still
 * pending (its content would never show: revealing it takes an inline script, which the CSP
 * refuses) or an inline script.
 */
export async function renderPage(
  variant: PageVariant,
  config?: WebAppConfig,
): Promise<RenderedPage> {
  const tenant = variant.brand === 'second' ? `?tenantId=${SECOND_BRAND_TENANT_ID}` : '';
  sessionStorage.clear();
  localStorage.clear();
  const runtime = initRuntime(
    { hostname: variant.hostname, search: tenant },
    staticDocument(config),
  );
  await initI18n(variant.language, runtime.config.languages, runtime.brand.key);
  const errors: string[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App router={{ ssrPath: variant.path }} />
    </StrictMode>,
    {
      onError: (error) => void errors.push(String(error)),
      // Never outline a finished boundary (React does past 12,800 bytes of a page): an outlined
      // one is revealed by an inline script, which the CSP refuses, and would stay hidden.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw new Error(`prerender of ${variant.path}: ${errors.join('; ')}`);
  const html = await new Response(prelude).text();
  if (html.includes('<!--$?-->') || html.includes('<script')) {
    throw new Error(
      `prerender of ${variant.path}: a pending boundary or an inline script in the markup`,
    );
  }
  const shown = i18n.resolvedLanguage ?? i18n.language;
  return {
    html,
    key: pageKey(variant.path),
    lang: shown,
    dir: isRtl(shown) ? 'rtl' : 'ltr',
    brand: runtime.brand.key,
  };
}

const ROOT = '<div id="root"></div>';
const HTML_TAG = /<html lang="[^"]*" dir="[^"]*">/;
const HOISTED = /^((?:<title>[^<]*<\/title>|<link [^>]*>|<meta [^>]*>)*)/;
const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The whole page: the build's `index.html` (`template`) with the rendered screen in `#root`
 * (with its page key), `<html lang dir data-brand>` set, and what React placed before the
 * markup (the screen's `<title>`) moved into `<head>`.
 */
export function pageDocument(template: string, rendered: RenderedPage): string {
  if (!template.includes(ROOT) || !HTML_TAG.test(template)) {
    throw new Error('index.html has no <div id="root"></div> or <html lang dir>');
  }
  const hoisted = HOISTED.exec(rendered.html)?.[1] ?? '';
  const body = rendered.html.slice(hoisted.length);
  return template
    .replace(
      HTML_TAG,
      () =>
        `<html lang="${escapeAttribute(rendered.lang)}" dir="${rendered.dir}" data-brand="${rendered.brand}">`,
    )
    .replace('</head>', () => `  ${hoisted}\n  </head>`)
    .replace(
      ROOT,
      () => `<div id="root" data-page-key="${escapeAttribute(rendered.key)}">${body}</div>`,
    );
}
