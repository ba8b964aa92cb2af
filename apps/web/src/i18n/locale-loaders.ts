import type { Language } from '@account-centre/contract';
import type { LocaleResources } from '#i18n/locales/en/index.ts';
import type { LocaleOverrides, LocaleShape } from '#i18n/locale-shape.ts';

export type Locale = LocaleShape<LocaleResources>;
/** A brand's wording over one language: some keys of some namespaces. */
export type LocaleCopy = LocaleOverrides<LocaleResources>;

/**
 * One lazily loaded chunk per language of spec §3 (the 11 app languages, then the 16 others).
 * Every one is complete (locales.test.ts), so no language falls back to another.
 */
export const localeLoaders: Record<Language, () => Promise<Locale>> = {
  zh: () => import('#i18n/locales/zh/index.ts').then((m) => m.zh),
  en: () => import('#i18n/locales/en/index.ts').then((m) => m.en),
  es: () => import('#i18n/locales/es/index.ts').then((m) => m.es),
  fr: () => import('#i18n/locales/fr/index.ts').then((m) => m.fr),
  de: () => import('#i18n/locales/de/index.ts').then((m) => m.de),
  it: () => import('#i18n/locales/it/index.ts').then((m) => m.it),
  nl: () => import('#i18n/locales/nl/index.ts').then((m) => m.nl),
  ru: () => import('#i18n/locales/ru/index.ts').then((m) => m.ru),
  kk: () => import('#i18n/locales/kk/index.ts').then((m) => m.kk),
  pl: () => import('#i18n/locales/pl/index.ts').then((m) => m.pl),
  tr: () => import('#i18n/locales/tr/index.ts').then((m) => m.tr),
  'zh-TW': () => import('#i18n/locales/zh-TW/index.ts').then((m) => m.zhTW),
  'zh-HK': () => import('#i18n/locales/zh-HK/index.ts').then((m) => m.zhHK),
  ko: () => import('#i18n/locales/ko/index.ts').then((m) => m.ko),
  id: () => import('#i18n/locales/id/index.ts').then((m) => m.id),
  vi: () => import('#i18n/locales/vi/index.ts').then((m) => m.vi),
  ja: () => import('#i18n/locales/ja/index.ts').then((m) => m.ja),
  th: () => import('#i18n/locales/th/index.ts').then((m) => m.th),
  uk: () => import('#i18n/locales/uk/index.ts').then((m) => m.uk),
  pt: () => import('#i18n/locales/pt/index.ts').then((m) => m.pt),
  nb: () => import('#i18n/locales/nb/index.ts').then((m) => m.nb),
  sv: () => import('#i18n/locales/sv/index.ts').then((m) => m.sv),
  da: () => import('#i18n/locales/da/index.ts').then((m) => m.da),
  ms: () => import('#i18n/locales/ms/index.ts').then((m) => m.ms),
  ar: () => import('#i18n/locales/ar/index.ts').then((m) => m.ar),
  he: () => import('#i18n/locales/he/index.ts').then((m) => m.he),
  fi: () => import('#i18n/locales/fi/index.ts').then((m) => m.fi),
};

export const NAMESPACES = [
  'common',
  'validation',
  'errors',
  'auth',
  'register',
  'account',
  'logout',
  'password',
  'emailChange',
  'slider',
  'legal',
  'security',
  'apps',
  'connectors',
  'home',
  'privacy',
] as const satisfies readonly (keyof LocaleResources)[];
export type Namespace = (typeof NAMESPACES)[number];

/** Compile-time check that NAMESPACES names every namespace of the English resources. */
export const namespacesAreComplete: Exclude<keyof LocaleResources, Namespace> extends never
  ? true
  : never = true;
