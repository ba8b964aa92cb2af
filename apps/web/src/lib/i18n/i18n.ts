import type { BrandKey } from '@account-centre/contract';
import i18next, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { brandCopyLoaders } from '#brands/brand-copy.ts';
import { FIRST_SCREEN_NAMESPACES, localeLoaders } from '#i18n/locale-loaders.ts';
import { createLocaleBackend } from '#lib/i18n/locale-backend.ts';

export const i18n = i18next;

/** The brand whose wording the loaded texts carry. */
let textsBrand: BrandKey | undefined;

/**
 * The app's i18next options: only the first screens' namespaces load with the language; a
 * signed-in screen adds the others when it mounts (lib/i18n/signed-in-texts.ts).
 */
export function i18nOptions(language: string, supported: readonly string[]): InitOptions {
  return {
    lng: language,
    fallbackLng: false,
    supportedLngs: [...supported],
    load: 'currentOnly',
    ns: [...FIRST_SCREEN_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  };
}

/**
 * Loads the language (with the brand's wording for it) before resolving, so the first render
 * is already translated (the first screens' namespaces). Only that language downloads: every
 * locale has every key (the locale test fails otherwise), so there is no fallback language to
 * fetch as well.
 */
export async function initI18n(
  language: string,
  supported: readonly string[],
  brand: BrandKey = 'first',
): Promise<void> {
  if (i18n.isInitialized) {
    if (brand !== textsBrand) {
      // Another brand (the build's prerender renders both): its wording, texts loaded again.
      textsBrand = brand;
      (i18n.services.backendConnector as { backend: unknown }).backend = createLocaleBackend(
        localeLoaders,
        brandCopyLoaders[brand],
      );
      await i18n.reloadResources();
    }
    await i18n.changeLanguage(language);
    return;
  }
  textsBrand = brand;
  await i18n
    .use(createLocaleBackend(localeLoaders, brandCopyLoaders[brand]))
    .use(initReactI18next)
    .init(i18nOptions(language, supported));
}
