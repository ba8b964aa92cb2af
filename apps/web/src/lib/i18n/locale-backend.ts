import type { BackendModule, ReadCallback } from 'i18next';
import type { Locale, LocaleCopy } from '#i18n/locale-loaders.ts';

type Loaders<T> = Partial<Record<string, () => Promise<T>>>;
type Texts = Record<string, Record<string, string> | undefined>;

/**
 * An i18next backend that reads each language from its own lazily imported chunk, with the
 * brand's wording for that language (if it has any) laid over it.
 */
export function createLocaleBackend(
  loaders: Loaders<Locale>,
  brandCopy: Loaders<LocaleCopy> = {},
): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      const load = loaders[language];
      if (!load) {
        callback(new Error(`No texts for language "${language}"`), false);
        return;
      }
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
