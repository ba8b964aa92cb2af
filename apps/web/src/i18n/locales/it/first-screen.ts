/**
 * Italian: the texts of the first screens (/login, /register, /reset), FIRST_SCREEN_NAMESPACES of
 * locale-loaders.ts, loaded before the first render.
 */
export { auth } from '#i18n/locales/it/auth.ts';
export { common } from '#i18n/locales/it/common.ts';
export { connectors } from '#i18n/locales/it/connectors.ts';
export { errors } from '#i18n/locales/it/errors.ts';
export { legal } from '#i18n/locales/it/legal.ts';
export { password } from '#i18n/locales/it/password.ts';
export { register } from '#i18n/locales/it/register.ts';
export { slider } from '#i18n/locales/it/slider.ts';
export { validation } from '#i18n/locales/it/validation.ts';
