/**
 * Thai: the texts of the first screens (/login, /register, /reset), FIRST_SCREEN_NAMESPACES of
 * locale-loaders.ts, loaded before the first render.
 */
export { auth } from '#i18n/locales/th/auth.ts';
export { common } from '#i18n/locales/th/common.ts';
export { connectors } from '#i18n/locales/th/connectors.ts';
export { errors } from '#i18n/locales/th/errors.ts';
export { legal } from '#i18n/locales/th/legal.ts';
export { password } from '#i18n/locales/th/password.ts';
export { register } from '#i18n/locales/th/register.ts';
export { slider } from '#i18n/locales/th/slider.ts';
export { validation } from '#i18n/locales/th/validation.ts';
