/**
 * Spanish: the texts of the first screens (/login, /register, /reset), FIRST_SCREEN_NAMESPACES of
 * locale-loaders.ts, loaded before the first render.
 */
export { auth } from '#i18n/locales/es/auth.ts';
export { common } from '#i18n/locales/es/common.ts';
export { connectors } from '#i18n/locales/es/connectors.ts';
export { errors } from '#i18n/locales/es/errors.ts';
export { legal } from '#i18n/locales/es/legal.ts';
export { password } from '#i18n/locales/es/password.ts';
export { register } from '#i18n/locales/es/register.ts';
export { slider } from '#i18n/locales/es/slider.ts';
export { validation } from '#i18n/locales/es/validation.ts';
