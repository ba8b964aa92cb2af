import { initI18n } from '#lib/i18n/i18n.ts';
import { applyDocumentLanguage, detectLanguage } from '#lib/i18n/language.ts';
import { initRuntime } from '#lib/runtime.ts';

/**
 * Everything decided before the first render: config, url params, brand, and the language,
 * whose texts are loaded before the app renders (no untranslated flash).
 */
export async function bootstrap(): Promise<void> {
  const runtime = initRuntime(window.location, document);
  const supported = runtime.config.languages;
  const language = detectLanguage({
    param: runtime.langParam,
    browser: navigator.languages,
    supported,
  });
  await initI18n(language, supported, runtime.brand.key);
  applyDocumentLanguage();
}
