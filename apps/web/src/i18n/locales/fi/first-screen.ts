/**
 * Finnish: the texts of the first screens (/login, /register, /reset), FIRST_SCREEN_NAMESPACES of
 * locale-loaders.ts, loaded before the first render.
 */
export { auth } from '#i18n/locales/fi/auth.ts';
export { common } from '#i18n/locales/fi/common.ts';
export { connectors } from '#i18n/locales/fi/connectors.ts';
export { errors } from '#i18n/locales/fi/errors.ts';
export { legal } from '#i18n/locales/fi/legal.ts';
export { password } from '#i18n/locales/fi/password.ts';
export { register } from '#i18n/locales/fi/register.ts';
export { slider } from '#i18n/locales/fi/slider.ts';
export { validation } from '#i18n/locales/fi/validation.ts';
