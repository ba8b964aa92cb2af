/**
 * Vietnamese: the texts of the first screens (/login, /register, /reset), FIRST_SCREEN_NAMESPACES of
 * locale-loaders.ts, loaded before the first render.
 */
export { auth } from '#i18n/locales/vi/auth.ts';
export { common } from '#i18n/locales/vi/common.ts';
export { connectors } from '#i18n/locales/vi/connectors.ts';
export { errors } from '#i18n/locales/vi/errors.ts';
export { legal } from '#i18n/locales/vi/legal.ts';
export { password } from '#i18n/locales/vi/password.ts';
export { register } from '#i18n/locales/vi/register.ts';
export { slider } from '#i18n/locales/vi/slider.ts';
export { validation } from '#i18n/locales/vi/validation.ts';
