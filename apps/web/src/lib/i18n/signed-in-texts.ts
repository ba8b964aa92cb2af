import type { Language } from '@account-centre/contract';
import type { i18n as I18n } from 'i18next';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { localeLoaders } from '#i18n/locale-loaders.ts';
import { i18n as appI18n } from '#lib/i18n/i18n.ts';

/** A load React's `use` can read at once once it has settled (its `status`, as React sets it). */
type TrackedLoad = Promise<void> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  reason?: unknown;
};

/** What `use` reads at once: nothing left to load. */
const loaded: TrackedLoad = Object.assign(Promise.resolve(), { status: 'fulfilled' as const });

/** Each i18next instance's loads of the signed-in texts, per language. */
const loads = new WeakMap<I18n, Map<string, TrackedLoad>>();
/** The signed-in namespaces, known once one language's signed-in chunk has arrived. */
let signedInNamespaces: readonly string[] | undefined;

const shownLanguage = (instance: I18n) => instance.resolvedLanguage ?? instance.language;

/** Whether the signed-in namespaces of the shown language are loaded. */
export function signedInTextsLoaded(instance: I18n = appI18n): boolean {
  const language = shownLanguage(instance);
  return (
    signedInNamespaces !== undefined &&
    signedInNamespaces.every((namespace) =>
      instance.hasLoadedNamespace(namespace, { lng: language }),
    )
  );
}

/**
 * Loads the texts of the signed-in screens (every namespace but FIRST_SCREEN_NAMESPACES: the
 * language's `signed-in.ts` chunk) into i18next. They join i18next's namespaces, so a later
 * language change loads them too before the screen switches language: no raw keys, no English.
 * One load per instance and language (a failed one is tried again next time).
 */
export function loadSignedInTexts(instance: I18n = appI18n): Promise<void> {
  const language = shownLanguage(instance);
  let perLanguage = loads.get(instance);
  if (perLanguage === undefined) {
    perLanguage = new Map();
    loads.set(instance, perLanguage);
  }
  const known = perLanguage.get(language);
  if (known !== undefined) return known;
  const loader = localeLoaders[language as Language] as
    (typeof localeLoaders)[Language] | undefined;
  const load: TrackedLoad = (async () => {
    const part = loader ? await loader.signedIn() : {};
    signedInNamespaces = Object.keys(part);
    await instance.loadNamespaces(signedInNamespaces);
  })();
  load.status = 'pending';
  perLanguage.set(language, load);
  load.then(
    () => {
      load.status = 'fulfilled';
    },
    (error: unknown) => {
      load.status = 'rejected';
      load.reason = error;
      perLanguage.delete(language);
    },
  );
  return load;
}

/**
 * A signed-in screen's first hook: suspends (the nearest Suspense boundary shows its fallback)
 * until the signed-in texts of the shown language are loaded, so the screen never renders a raw
 * key or another language. Free once loaded (also after a language change, which loads them).
 */
export function useSignedInTexts(): void {
  const { i18n } = useTranslation();
  // `use` on every render (React requires it once it has suspended): loaded, a settled promise.
  use(signedInTextsLoaded(i18n) ? loaded : loadSignedInTexts(i18n));
}
