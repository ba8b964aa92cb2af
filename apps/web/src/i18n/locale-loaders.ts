import type { LocaleResources } from '#i18n/locales/en/index.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export type Locale = LocaleShape<LocaleResources>;

/**
 * One lazily loaded chunk per language. Languages without an entry fall back to English
 * (i18next fallbackLng) until their translations arrive.
 */
export const localeLoaders: Partial<Record<string, () => Promise<Locale>>> = {
  en: () => import('#i18n/locales/en/index.ts').then((m) => m.en),
  zh: () => import('#i18n/locales/zh/index.ts').then((m) => m.zh),
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
] as const satisfies readonly (keyof LocaleResources)[];
export type Namespace = (typeof NAMESPACES)[number];

/** Compile-time check that NAMESPACES names every namespace of the English resources. */
export const namespacesAreComplete: Exclude<keyof LocaleResources, Namespace> extends never
  ? true
  : never = true;
