/**
 * Arabic (Modern Standard): the texts of the first screens (/login, /register, /reset), FIRST_SCREEN_NAMESPACES of
 * locale-loaders.ts, loaded before the first render.
 */
export { auth } from '#i18n/locales/ar/auth.ts';
export { common } from '#i18n/locales/ar/common.ts';
export { connectors } from '#i18n/locales/ar/connectors.ts';
export { errors } from '#i18n/locales/ar/errors.ts';
export { legal } from '#i18n/locales/ar/legal.ts';
export { password } from '#i18n/locales/ar/password.ts';
export { register } from '#i18n/locales/ar/register.ts';
export { slider } from '#i18n/locales/ar/slider.ts';
export { validation } from '#i18n/locales/ar/validation.ts';
