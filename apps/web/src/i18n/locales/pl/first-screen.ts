/**
 * Polish: the texts of the first screens (/login, /register, /reset), FIRST_SCREEN_NAMESPACES of
 * locale-loaders.ts, loaded before the first render.
 */
export { auth } from '#i18n/locales/pl/auth.ts';
export { common } from '#i18n/locales/pl/common.ts';
export { connectors } from '#i18n/locales/pl/connectors.ts';
export { errors } from '#i18n/locales/pl/errors.ts';
export { legal } from '#i18n/locales/pl/legal.ts';
export { password } from '#i18n/locales/pl/password.ts';
export { register } from '#i18n/locales/pl/register.ts';
export { slider } from '#i18n/locales/pl/slider.ts';
export { validation } from '#i18n/locales/pl/validation.ts';
