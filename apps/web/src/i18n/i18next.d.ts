import type { LocaleResources } from '#i18n/locale-loaders.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: LocaleResources;
  }
}
