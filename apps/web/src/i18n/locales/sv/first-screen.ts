/**
 * Swedish: the texts of the first screens (/login, /register, /reset), FIRST_SCREEN_NAMESPACES of
 * locale-loaders.ts, loaded before the first render.
 */
export { auth } from '#i18n/locales/sv/auth.ts';
export { common } from '#i18n/locales/sv/common.ts';
export { connectors } from '#i18n/locales/sv/connectors.ts';
export { errors } from '#i18n/locales/sv/errors.ts';
export { legal } from '#i18n/locales/sv/legal.ts';
export { password } from '#i18n/locales/sv/password.ts';
export { register } from '#i18n/locales/sv/register.ts';
export { slider } from '#i18n/locales/sv/slider.ts';
export { validation } from '#i18n/locales/sv/validation.ts';
