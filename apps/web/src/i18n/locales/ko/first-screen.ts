/**
 * Korean: the texts of the first screens (/login, /register, /reset), FIRST_SCREEN_NAMESPACES of
 * locale-loaders.ts, loaded before the first render.
 */
export { auth } from '#i18n/locales/ko/auth.ts';
export { common } from '#i18n/locales/ko/common.ts';
export { connectors } from '#i18n/locales/ko/connectors.ts';
export { errors } from '#i18n/locales/ko/errors.ts';
export { legal } from '#i18n/locales/ko/legal.ts';
export { password } from '#i18n/locales/ko/password.ts';
export { register } from '#i18n/locales/ko/register.ts';
export { slider } from '#i18n/locales/ko/slider.ts';
export { validation } from '#i18n/locales/ko/validation.ts';
