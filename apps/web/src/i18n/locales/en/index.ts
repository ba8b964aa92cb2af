import * as firstScreen from '#i18n/locales/en/first-screen.ts';
import * as signedIn from '#i18n/locales/en/signed-in.ts';

/**
 * English, the source texts and the type of every other language: every namespace, for the tests.
 * The app loads first-screen.ts and signed-in.ts, each its own chunk (locale-loaders.ts).
 */
export const en = { ...firstScreen, ...signedIn };
