import type { BackendModule, ReadCallback } from 'i18next';
import {
  isFirstScreenNamespace,
  type LocaleCopy,
  type LocaleLoader,
} from '#i18n/locale-loaders.ts';

type Loaders<T> = Partial<Record<string, T>>;
type Texts = Record<string, Record<string, string> | undefined>;

/**
 * An i18next backend that reads each language from its own lazily imported chunks — the first
 * screens' namespaces from one, every other namespace from the signed-in one (locale-loaders.ts)
 * — with the brand's wording for that language (if it has any) laid over it.
 */
export function createLocaleBackend(
  loaders: Loaders<LocaleLoader>,
  brandCopy: Loaders<() => Promise<LocaleCopy>> = {},
): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      const loader = loaders[language];
      if (!loader) {
        callback(new Error(`No texts for language "${language}"`), false);
        return;
      }
      const load = isFirstScreenNamespace(namespace) ? loader.firstScreen : loader.signedIn;
      const loadCopy = brandCopy[language];
      Promise.all([load(), loadCopy?.()]).then(
        ([locale, copy]) =>
          callback(null, {
            ...(locale as Texts)[namespace],
            ...(copy as Texts | undefined)?.[namespace],
          }),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}
