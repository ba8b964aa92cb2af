/**
 * Simplified Chinese: the texts of the first screens (/login, /register, /reset), FIRST_SCREEN_NAMESPACES of
 * locale-loaders.ts, loaded before the first render.
 */
export { auth } from '#i18n/locales/zh/auth.ts';
export { common } from '#i18n/locales/zh/common.ts';
export { connectors } from '#i18n/locales/zh/connectors.ts';
export { errors } from '#i18n/locales/zh/errors.ts';
export { legal } from '#i18n/locales/zh/legal.ts';
export { password } from '#i18n/locales/zh/password.ts';
export { register } from '#i18n/locales/zh/register.ts';
export { slider } from '#i18n/locales/zh/slider.ts';
export { validation } from '#i18n/locales/zh/validation.ts';
