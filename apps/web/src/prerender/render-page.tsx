/**
 * The server-side entry of the build (`vite build --ssr`): renders a visitor screen to HTML with
 * React's static rendering (`react-dom/static` `prerender`, which waits for lazy screens and the
 * language's texts). `scripts/prerender.ts` calls it once per screen, brand, language and host
 * default country and writes the pages the server sends (decision 024).
 */
import {
  isRtl,
  renderedConfigKey,
  SECOND_BRAND_TENANT_ID,
  type BrandKey,
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

/** What `initRuntime` touches of the page: no app-config tag (the defaults), `<html>`'s data. */
function staticDocument(): Document {
  const documentElement = {
    dataset: {} as DOMStringMap,
    style: { setProperty() {}, removeProperty() {} },
  };
  return { documentElement, querySelector: () => null } as unknown as Document;
}

/** Renders one screen; call one at a time (the runtime and i18next are the app's singletons). */
export async function renderPage(variant: PageVariant): Promise<RenderedPage> {
  const tenant = variant.brand === 'second' ? `?tenantId=${SECOND_BRAND_TENANT_ID}` : '';
  sessionStorage.clear();
  localStorage.clear();
  const runtime = initRuntime({ hostname: variant.hostname, search: tenant }, staticDocument());
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
