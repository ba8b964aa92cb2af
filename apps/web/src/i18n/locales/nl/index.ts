import type { LocaleResources } from '#i18n/locale-loaders.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';
import * as firstScreen from '#i18n/locales/nl/first-screen.ts';
import * as signedIn from '#i18n/locales/nl/signed-in.ts';

/**
 * Dutch: every namespace, for the tests and the type check. The app loads first-screen.ts and
 * signed-in.ts, each its own chunk (locale-loaders.ts).
 */
export const nl = { ...firstScreen, ...signedIn } satisfies LocaleShape<LocaleResources>;
