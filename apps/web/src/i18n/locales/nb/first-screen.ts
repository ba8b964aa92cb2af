/**
 * Norwegian Bokmål: the texts of the first screens (/login, /register, /reset), FIRST_SCREEN_NAMESPACES of
 * locale-loaders.ts, loaded before the first render.
 */
export { auth } from '#i18n/locales/nb/auth.ts';
export { common } from '#i18n/locales/nb/common.ts';
export { connectors } from '#i18n/locales/nb/connectors.ts';
export { errors } from '#i18n/locales/nb/errors.ts';
export { legal } from '#i18n/locales/nb/legal.ts';
export { password } from '#i18n/locales/nb/password.ts';
export { register } from '#i18n/locales/nb/register.ts';
export { slider } from '#i18n/locales/nb/slider.ts';
export { validation } from '#i18n/locales/nb/validation.ts';
