import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from '#i18n/locales/de.ts';
import { en } from '#i18n/locales/en.ts';
import { zh } from '#i18n/locales/zh.ts';
import { pickLanguage, type ConsoleLanguage } from '#i18n/languages.ts';

const STORAGE_KEY = 'console-language';

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Sets `lang` on <html> (screen readers, hyphenation, CJK fonts) to the shown language. */
function markDocument(language: string): void {
  document.documentElement.lang = language === 'zh' ? 'zh-Hans' : language;
}

/** i18next with the three catalogues (the console is small: all of them ship in its bundle). */
export async function startI18n(): Promise<void> {
  const language = pickLanguage(storedLanguage(), navigator.languages);
  i18next.on('languageChanged', markDocument);
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: {
      en: { translation: en },
      zh: { translation: zh },
      de: { translation: de },
    },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  markDocument(language);
}

export async function switchLanguage(language: ConsoleLanguage): Promise<void> {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  await i18next.changeLanguage(language);
}
