/**
 * Malay: the texts of the first screens (/login, /register, /reset), FIRST_SCREEN_NAMESPACES of
 * locale-loaders.ts, loaded before the first render.
 */
export { auth } from '#i18n/locales/ms/auth.ts';
export { common } from '#i18n/locales/ms/common.ts';
export { connectors } from '#i18n/locales/ms/connectors.ts';
export { errors } from '#i18n/locales/ms/errors.ts';
export { legal } from '#i18n/locales/ms/legal.ts';
export { password } from '#i18n/locales/ms/password.ts';
export { register } from '#i18n/locales/ms/register.ts';
export { slider } from '#i18n/locales/ms/slider.ts';
export { validation } from '#i18n/locales/ms/validation.ts';
