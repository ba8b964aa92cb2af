import type { BackendModule, ReadCallback } from 'i18next';
import type { Locale } from '#i18n/locale-loaders.ts';

/** An i18next backend that reads each language from its own lazily imported chunk. */
export function createLocaleBackend(
  loaders: Partial<Record<string, () => Promise<Locale>>>,
): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      const load = loaders[language];
      if (!load) {
        // No translation yet: an empty namespace lets i18next fall back to English quietly.
        callback(null, {});
        return;
      }
      load().then(
        (locale) =>
          callback(null, (locale as Record<string, Record<string, string>>)[namespace] ?? {}),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}
