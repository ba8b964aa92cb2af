/**
 * European Portuguese: the texts of the first screens (/login, /register, /reset), FIRST_SCREEN_NAMESPACES of
 * locale-loaders.ts, loaded before the first render.
 */
export { auth } from '#i18n/locales/pt/auth.ts';
export { common } from '#i18n/locales/pt/common.ts';
export { connectors } from '#i18n/locales/pt/connectors.ts';
export { errors } from '#i18n/locales/pt/errors.ts';
export { legal } from '#i18n/locales/pt/legal.ts';
export { password } from '#i18n/locales/pt/password.ts';
export { register } from '#i18n/locales/pt/register.ts';
export { slider } from '#i18n/locales/pt/slider.ts';
export { validation } from '#i18n/locales/pt/validation.ts';
