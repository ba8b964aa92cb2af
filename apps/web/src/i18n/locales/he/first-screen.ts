/**
 * Hebrew: the texts of the first screens (/login, /register, /reset), FIRST_SCREEN_NAMESPACES of
 * locale-loaders.ts, loaded before the first render.
 */
export { auth } from '#i18n/locales/he/auth.ts';
export { common } from '#i18n/locales/he/common.ts';
export { connectors } from '#i18n/locales/he/connectors.ts';
export { errors } from '#i18n/locales/he/errors.ts';
export { legal } from '#i18n/locales/he/legal.ts';
export { password } from '#i18n/locales/he/password.ts';
export { register } from '#i18n/locales/he/register.ts';
export { slider } from '#i18n/locales/he/slider.ts';
export { validation } from '#i18n/locales/he/validation.ts';
