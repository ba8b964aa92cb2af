import { ALL_LANGUAGES } from '@account-centre/contract';
import i18next from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, test } from 'vitest';
import { LogoutRoute } from '#app/routes/logout.tsx';
import { FIRST_SCREEN_NAMESPACES, localeLoaders } from '#i18n/locale-loaders.ts';
import { de } from '#i18n/locales/de/index.ts';
import { en } from '#i18n/locales/en/index.ts';
import { fr } from '#i18n/locales/fr/index.ts';
import { i18nOptions } from '#lib/i18n/i18n.ts';
import { createLocaleBackend } from '#lib/i18n/locale-backend.ts';
import { loadSignedInTexts, signedInTextsLoaded } from '#lib/i18n/signed-in-texts.ts';
import { renderRoute } from '#testing/render-route.tsx';

/** An i18next like the app's at its start: the language's first-screen namespaces only. */
async function startedI18n(language: string) {
  const instance = i18next.createInstance().use(createLocaleBackend(localeLoaders));
  await instance.init(i18nOptions(language, ALL_LANGUAGES));
  return instance;
}

/** Every text the element has shown, from now on (a raw key would be seen even for a frame). */
function shownTexts(element: HTMLElement): string[] {
  const seen = [element.textContent];
  new MutationObserver(() => seen.push(element.textContent)).observe(element, {
    subtree: true,
    childList: true,
    characterData: true,
  });
  return seen;
}

describe('signed-in texts (locale-loaders.ts: loaded when a signed-in screen mounts)', () => {
  test('the app starts with the first-screen namespaces only', async () => {
    const instance = await startedI18n('de');
    for (const namespace of FIRST_SCREEN_NAMESPACES) {
      expect(instance.hasLoadedNamespace(namespace), namespace).toBe(true);
    }
    expect(instance.hasResourceBundle('de', 'logout')).toBe(false);
    expect(instance.hasResourceBundle('de', 'home')).toBe(false);
    expect(signedInTextsLoaded(instance)).toBe(false);
  });

  test('a signed-in screen renders in German once its namespace has loaded, never a raw key or English', async () => {
    const instance = await startedI18n('de');
    const { screen } = await renderRoute(
      <I18nextProvider i18n={instance}>
        <Suspense fallback={<p>…</p>}>
          <LogoutRoute />
        </Suspense>
      </I18nextProvider>,
      { path: '/logout' },
    );
    const seen = shownTexts(screen.container);

    await expect.element(screen.getByRole('heading', { name: de.logout.title })).toBeVisible();
    await expect.element(screen.getByText(de.logout.question)).toBeVisible();
    expect(instance.hasResourceBundle('de', 'logout')).toBe(true);
    expect(instance.hasResourceBundle('de', 'home')).toBe(true);
    expect(signedInTextsLoaded(instance)).toBe(true);
    expect(instance.hasResourceBundle('en', 'logout'), 'no English fallback').toBe(false);

    // A language change loads the signed-in namespaces too before the screen switches.
    await instance.changeLanguage('fr');
    await expect.element(screen.getByRole('heading', { name: fr.logout.title })).toBeVisible();
    expect(instance.hasResourceBundle('fr', 'home')).toBe(true);

    for (const text of seen) {
      for (const raw of ['title', 'question', en.logout.title, en.logout.question]) {
        expect(text, 'shown text').not.toContain(raw);
      }
    }
  });

  test('one load per language, shared by every screen that asks', async () => {
    const instance = await startedI18n('de');
    const load = loadSignedInTexts(instance);
    expect(loadSignedInTexts(instance)).toBe(load);
    await load;
    expect(signedInTextsLoaded(instance)).toBe(true);
  });
});
