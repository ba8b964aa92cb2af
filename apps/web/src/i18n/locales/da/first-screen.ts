/**
 * Danish: the texts of the first screens (/login, /register, /reset), FIRST_SCREEN_NAMESPACES of
 * locale-loaders.ts, loaded before the first render.
 */
export { auth } from '#i18n/locales/da/auth.ts';
export { common } from '#i18n/locales/da/common.ts';
export { connectors } from '#i18n/locales/da/connectors.ts';
export { errors } from '#i18n/locales/da/errors.ts';
export { legal } from '#i18n/locales/da/legal.ts';
export { password } from '#i18n/locales/da/password.ts';
export { register } from '#i18n/locales/da/register.ts';
export { slider } from '#i18n/locales/da/slider.ts';
export { validation } from '#i18n/locales/da/validation.ts';
