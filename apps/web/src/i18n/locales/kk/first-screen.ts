/**
 * Kazakh (Cyrillic script): the texts of the first screens (/login, /register, /reset), FIRST_SCREEN_NAMESPACES of
 * locale-loaders.ts, loaded before the first render.
 */
export { auth } from '#i18n/locales/kk/auth.ts';
export { common } from '#i18n/locales/kk/common.ts';
export { connectors } from '#i18n/locales/kk/connectors.ts';
export { errors } from '#i18n/locales/kk/errors.ts';
export { legal } from '#i18n/locales/kk/legal.ts';
export { password } from '#i18n/locales/kk/password.ts';
export { register } from '#i18n/locales/kk/register.ts';
export { slider } from '#i18n/locales/kk/slider.ts';
export { validation } from '#i18n/locales/kk/validation.ts';
