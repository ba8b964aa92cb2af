import type { Language } from '@account-centre/contract';
import type * as FirstScreenTexts from '#i18n/locales/en/first-screen.ts';
import type * as SignedInTexts from '#i18n/locales/en/signed-in.ts';
import type { LocaleOverrides, LocaleShape } from '#i18n/locale-shape.ts';

/** The first screens' namespaces (English: locales/en/first-screen.ts). */
export type FirstScreenResources = typeof FirstScreenTexts;
/** The signed-in screens' namespaces (English: locales/en/signed-in.ts). */
export type SignedInResources = typeof SignedInTexts;
/** Every namespace's texts: the type of `t()`'s keys (i18next.d.ts). */
export type LocaleResources = FirstScreenResources & SignedInResources;

export type Locale = LocaleShape<LocaleResources>;
/** A brand's wording over one language: some keys of some namespaces. */
export type LocaleCopy = LocaleOverrides<LocaleResources>;

/**
 * The namespaces the first screens need (/login, /register, /reset and what their first load
 * shows): the only ones loaded before the first render, in each language's `first-screen.ts`.
 * Every other namespace is a signed-in one, in the language's `signed-in.ts`, loaded when a
 * screen that needs it mounts (lib/i18n/signed-in-texts.ts): a new namespace is signed-in unless
 * it is listed here (and moved to every `first-screen.ts`).
 */
export const FIRST_SCREEN_NAMESPACES = [
  'common',
  'validation',
  'errors',
  'auth',
  'register',
  'password',
  'connectors',
  'slider',
  'legal',
] as const satisfies readonly (keyof LocaleResources)[];
export type FirstScreenNamespace = (typeof FIRST_SCREEN_NAMESPACES)[number];

/** Whether `namespace` is one of the first screens' (else it is a signed-in one). */
export function isFirstScreenNamespace(namespace: string): namespace is FirstScreenNamespace {
  return (FIRST_SCREEN_NAMESPACES as readonly string[]).includes(namespace);
}

/** Compile-time checks: English's first-screen.ts holds exactly FIRST_SCREEN_NAMESPACES … */
export const firstScreenIsListed: [
  Exclude<keyof FirstScreenResources, FirstScreenNamespace>,
  Exclude<FirstScreenNamespace, keyof FirstScreenResources>,
] extends [never, never]
  ? true
  : never = true;
/** … and no namespace is in both parts. */
export const partsAreDisjoint: Extract<keyof SignedInResources, FirstScreenNamespace> extends never
  ? true
  : never = true;

/** One language's two lazily loaded chunks. */
export interface LocaleLoader {
  /** `locales/<lang>/first-screen.ts`: loaded before the first render. */
  firstScreen: () => Promise<LocaleShape<FirstScreenResources>>;
  /** `locales/<lang>/signed-in.ts`: loaded when a signed-in screen mounts. */
  signedIn: () => Promise<LocaleShape<SignedInResources>>;
}

/**
 * Two lazily loaded chunks per language of spec §3 (the 11 app languages, then the 16 others).
 * Every one is complete (locales.test.ts), so no language falls back to another.
 */
export const localeLoaders: Record<Language, LocaleLoader> = {
  zh: {
    firstScreen: () => import('#i18n/locales/zh/first-screen.ts'),
    signedIn: () => import('#i18n/locales/zh/signed-in.ts'),
  },
  en: {
    firstScreen: () => import('#i18n/locales/en/first-screen.ts'),
    signedIn: () => import('#i18n/locales/en/signed-in.ts'),
  },
  es: {
    firstScreen: () => import('#i18n/locales/es/first-screen.ts'),
    signedIn: () => import('#i18n/locales/es/signed-in.ts'),
  },
  fr: {
    firstScreen: () => import('#i18n/locales/fr/first-screen.ts'),
    signedIn: () => import('#i18n/locales/fr/signed-in.ts'),
  },
  de: {
    firstScreen: () => import('#i18n/locales/de/first-screen.ts'),
    signedIn: () => import('#i18n/locales/de/signed-in.ts'),
  },
  it: {
    firstScreen: () => import('#i18n/locales/it/first-screen.ts'),
    signedIn: () => import('#i18n/locales/it/signed-in.ts'),
  },
  nl: {
    firstScreen: () => import('#i18n/locales/nl/first-screen.ts'),
    signedIn: () => import('#i18n/locales/nl/signed-in.ts'),
  },
  ru: {
    firstScreen: () => import('#i18n/locales/ru/first-screen.ts'),
    signedIn: () => import('#i18n/locales/ru/signed-in.ts'),
  },
  kk: {
    firstScreen: () => import('#i18n/locales/kk/first-screen.ts'),
    signedIn: () => import('#i18n/locales/kk/signed-in.ts'),
  },
  pl: {
    firstScreen: () => import('#i18n/locales/pl/first-screen.ts'),
    signedIn: () => import('#i18n/locales/pl/signed-in.ts'),
  },
  tr: {
    firstScreen: () => import('#i18n/locales/tr/first-screen.ts'),
    signedIn: () => import('#i18n/locales/tr/signed-in.ts'),
  },
  'zh-TW': {
    firstScreen: () => import('#i18n/locales/zh-TW/first-screen.ts'),
    signedIn: () => import('#i18n/locales/zh-TW/signed-in.ts'),
  },
  'zh-HK': {
    firstScreen: () => import('#i18n/locales/zh-HK/first-screen.ts'),
    signedIn: () => import('#i18n/locales/zh-HK/signed-in.ts'),
  },
  ko: {
    firstScreen: () => import('#i18n/locales/ko/first-screen.ts'),
    signedIn: () => import('#i18n/locales/ko/signed-in.ts'),
  },
  id: {
    firstScreen: () => import('#i18n/locales/id/first-screen.ts'),
    signedIn: () => import('#i18n/locales/id/signed-in.ts'),
  },
  vi: {
    firstScreen: () => import('#i18n/locales/vi/first-screen.ts'),
    signedIn: () => import('#i18n/locales/vi/signed-in.ts'),
  },
  ja: {
    firstScreen: () => import('#i18n/locales/ja/first-screen.ts'),
    signedIn: () => import('#i18n/locales/ja/signed-in.ts'),
  },
  th: {
    firstScreen: () => import('#i18n/locales/th/first-screen.ts'),
    signedIn: () => import('#i18n/locales/th/signed-in.ts'),
  },
  uk: {
    firstScreen: () => import('#i18n/locales/uk/first-screen.ts'),
    signedIn: () => import('#i18n/locales/uk/signed-in.ts'),
  },
  pt: {
    firstScreen: () => import('#i18n/locales/pt/first-screen.ts'),
    signedIn: () => import('#i18n/locales/pt/signed-in.ts'),
  },
  nb: {
    firstScreen: () => import('#i18n/locales/nb/first-screen.ts'),
    signedIn: () => import('#i18n/locales/nb/signed-in.ts'),
  },
  sv: {
    firstScreen: () => import('#i18n/locales/sv/first-screen.ts'),
    signedIn: () => import('#i18n/locales/sv/signed-in.ts'),
  },
  da: {
    firstScreen: () => import('#i18n/locales/da/first-screen.ts'),
    signedIn: () => import('#i18n/locales/da/signed-in.ts'),
  },
  ms: {
    firstScreen: () => import('#i18n/locales/ms/first-screen.ts'),
    signedIn: () => import('#i18n/locales/ms/signed-in.ts'),
  },
  ar: {
    firstScreen: () => import('#i18n/locales/ar/first-screen.ts'),
    signedIn: () => import('#i18n/locales/ar/signed-in.ts'),
  },
  he: {
    firstScreen: () => import('#i18n/locales/he/first-screen.ts'),
    signedIn: () => import('#i18n/locales/he/signed-in.ts'),
  },
  fi: {
    firstScreen: () => import('#i18n/locales/fi/first-screen.ts'),
    signedIn: () => import('#i18n/locales/fi/signed-in.ts'),
  },
};
