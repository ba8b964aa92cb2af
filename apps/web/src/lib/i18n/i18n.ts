import { DEFAULT_LANGUAGE } from '@account-centre/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeLoaders, NAMESPACES } from '#i18n/locale-loaders.ts';
import { createLocaleBackend } from '#lib/i18n/locale-backend.ts';

export const i18n = i18next;

/**
 * Loads the language (and English as fallback) before resolving, so the first render is
 * already translated.
 */
export async function initI18n(language: string, supported: readonly string[]): Promise<void> {
  if (i18n.isInitialized) {
    await i18n.changeLanguage(language);
    return;
  }
  await i18n
    .use(createLocaleBackend(localeLoaders))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...new Set([DEFAULT_LANGUAGE, ...supported])],
      load: 'currentOnly',
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
}
