/**
 * Japanese: the texts of the first screens (/login, /register, /reset), FIRST_SCREEN_NAMESPACES of
 * locale-loaders.ts, loaded before the first render.
 */
export { auth } from '#i18n/locales/ja/auth.ts';
export { common } from '#i18n/locales/ja/common.ts';
export { connectors } from '#i18n/locales/ja/connectors.ts';
export { errors } from '#i18n/locales/ja/errors.ts';
export { legal } from '#i18n/locales/ja/legal.ts';
export { password } from '#i18n/locales/ja/password.ts';
export { register } from '#i18n/locales/ja/register.ts';
export { slider } from '#i18n/locales/ja/slider.ts';
export { validation } from '#i18n/locales/ja/validation.ts';
