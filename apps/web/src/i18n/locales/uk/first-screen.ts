/**
 * Ukrainian: the texts of the first screens (/login, /register, /reset), FIRST_SCREEN_NAMESPACES of
 * locale-loaders.ts, loaded before the first render.
 */
export { auth } from '#i18n/locales/uk/auth.ts';
export { common } from '#i18n/locales/uk/common.ts';
export { connectors } from '#i18n/locales/uk/connectors.ts';
export { errors } from '#i18n/locales/uk/errors.ts';
export { legal } from '#i18n/locales/uk/legal.ts';
export { password } from '#i18n/locales/uk/password.ts';
export { register } from '#i18n/locales/uk/register.ts';
export { slider } from '#i18n/locales/uk/slider.ts';
export { validation } from '#i18n/locales/uk/validation.ts';
