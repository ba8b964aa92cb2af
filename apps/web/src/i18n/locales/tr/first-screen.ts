/**
 * Turkish: the texts of the first screens (/login, /register, /reset), FIRST_SCREEN_NAMESPACES of
 * locale-loaders.ts, loaded before the first render.
 */
export { auth } from '#i18n/locales/tr/auth.ts';
export { common } from '#i18n/locales/tr/common.ts';
export { connectors } from '#i18n/locales/tr/connectors.ts';
export { errors } from '#i18n/locales/tr/errors.ts';
export { legal } from '#i18n/locales/tr/legal.ts';
export { password } from '#i18n/locales/tr/password.ts';
export { register } from '#i18n/locales/tr/register.ts';
export { slider } from '#i18n/locales/tr/slider.ts';
export { validation } from '#i18n/locales/tr/validation.ts';
