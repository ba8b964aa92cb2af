/**
 * English, the source texts and the type of every other language: the texts of the first
 * screens (/login, /register, /reset), FIRST_SCREEN_NAMESPACES of locale-loaders.ts, loaded
 * before the first render.
 */
export { auth } from '#i18n/locales/en/auth.ts';
export { common } from '#i18n/locales/en/common.ts';
export { connectors } from '#i18n/locales/en/connectors.ts';
export { errors } from '#i18n/locales/en/errors.ts';
export { legal } from '#i18n/locales/en/legal.ts';
export { password } from '#i18n/locales/en/password.ts';
export { register } from '#i18n/locales/en/register.ts';
export { slider } from '#i18n/locales/en/slider.ts';
export { validation } from '#i18n/locales/en/validation.ts';
