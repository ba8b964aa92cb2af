/**
 * German: the texts of the first screens (/login, /register, /reset), FIRST_SCREEN_NAMESPACES of
 * locale-loaders.ts, loaded before the first render.
 */
export { auth } from '#i18n/locales/de/auth.ts';
export { common } from '#i18n/locales/de/common.ts';
export { connectors } from '#i18n/locales/de/connectors.ts';
export { errors } from '#i18n/locales/de/errors.ts';
export { legal } from '#i18n/locales/de/legal.ts';
export { password } from '#i18n/locales/de/password.ts';
export { register } from '#i18n/locales/de/register.ts';
export { slider } from '#i18n/locales/de/slider.ts';
export { validation } from '#i18n/locales/de/validation.ts';
