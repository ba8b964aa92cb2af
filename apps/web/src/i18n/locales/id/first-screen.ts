/**
 * Indonesian: the texts of the first screens (/login, /register, /reset), FIRST_SCREEN_NAMESPACES of
 * locale-loaders.ts, loaded before the first render.
 */
export { auth } from '#i18n/locales/id/auth.ts';
export { common } from '#i18n/locales/id/common.ts';
export { connectors } from '#i18n/locales/id/connectors.ts';
export { errors } from '#i18n/locales/id/errors.ts';
export { legal } from '#i18n/locales/id/legal.ts';
export { password } from '#i18n/locales/id/password.ts';
export { register } from '#i18n/locales/id/register.ts';
export { slider } from '#i18n/locales/id/slider.ts';
export { validation } from '#i18n/locales/id/validation.ts';
