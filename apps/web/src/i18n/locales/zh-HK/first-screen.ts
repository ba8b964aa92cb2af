/**
 * Traditional Chinese (Hong Kong): the texts of the first screens (/login, /register, /reset), FIRST_SCREEN_NAMESPACES of
 * locale-loaders.ts, loaded before the first render.
 */
export { auth } from '#i18n/locales/zh-HK/auth.ts';
export { common } from '#i18n/locales/zh-HK/common.ts';
export { connectors } from '#i18n/locales/zh-HK/connectors.ts';
export { errors } from '#i18n/locales/zh-HK/errors.ts';
export { legal } from '#i18n/locales/zh-HK/legal.ts';
export { password } from '#i18n/locales/zh-HK/password.ts';
export { register } from '#i18n/locales/zh-HK/register.ts';
export { slider } from '#i18n/locales/zh-HK/slider.ts';
export { validation } from '#i18n/locales/zh-HK/validation.ts';
