/**
 * Russian: the texts of the first screens (/login, /register, /reset), FIRST_SCREEN_NAMESPACES of
 * locale-loaders.ts, loaded before the first render.
 */
export { auth } from '#i18n/locales/ru/auth.ts';
export { common } from '#i18n/locales/ru/common.ts';
export { connectors } from '#i18n/locales/ru/connectors.ts';
export { errors } from '#i18n/locales/ru/errors.ts';
export { legal } from '#i18n/locales/ru/legal.ts';
export { password } from '#i18n/locales/ru/password.ts';
export { register } from '#i18n/locales/ru/register.ts';
export { slider } from '#i18n/locales/ru/slider.ts';
export { validation } from '#i18n/locales/ru/validation.ts';
