/**
 * French: the texts of the first screens (/login, /register, /reset), FIRST_SCREEN_NAMESPACES of
 * locale-loaders.ts, loaded before the first render.
 */
export { auth } from '#i18n/locales/fr/auth.ts';
export { common } from '#i18n/locales/fr/common.ts';
export { connectors } from '#i18n/locales/fr/connectors.ts';
export { errors } from '#i18n/locales/fr/errors.ts';
export { legal } from '#i18n/locales/fr/legal.ts';
export { password } from '#i18n/locales/fr/password.ts';
export { register } from '#i18n/locales/fr/register.ts';
export { slider } from '#i18n/locales/fr/slider.ts';
export { validation } from '#i18n/locales/fr/validation.ts';
