import type { LocaleResources } from '#i18n/locale-loaders.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';
import * as firstScreen from '#i18n/locales/ms/first-screen.ts';
import * as signedIn from '#i18n/locales/ms/signed-in.ts';

/**
 * Malay: every namespace, for the tests and the type check. The app loads first-screen.ts and
 * signed-in.ts, each its own chunk (locale-loaders.ts).
 */
export const ms = { ...firstScreen, ...signedIn } satisfies LocaleShape<LocaleResources>;
