import type { LocaleResources } from '#i18n/locale-loaders.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';
import * as firstScreen from '#i18n/locales/es/first-screen.ts';
import * as signedIn from '#i18n/locales/es/signed-in.ts';

/**
 * Spanish: every namespace, for the tests and the type check. The app loads first-screen.ts and
 * signed-in.ts, each its own chunk (locale-loaders.ts).
 */
export const es = { ...firstScreen, ...signedIn } satisfies LocaleShape<LocaleResources>;
