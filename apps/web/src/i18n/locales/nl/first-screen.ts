/**
 * Dutch: the texts of the first screens (/login, /register, /reset), FIRST_SCREEN_NAMESPACES of
 * locale-loaders.ts, loaded before the first render.
 */
export { auth } from '#i18n/locales/nl/auth.ts';
export { common } from '#i18n/locales/nl/common.ts';
export { connectors } from '#i18n/locales/nl/connectors.ts';
export { errors } from '#i18n/locales/nl/errors.ts';
export { legal } from '#i18n/locales/nl/legal.ts';
export { password } from '#i18n/locales/nl/password.ts';
export { register } from '#i18n/locales/nl/register.ts';
export { slider } from '#i18n/locales/nl/slider.ts';
export { validation } from '#i18n/locales/nl/validation.ts';
