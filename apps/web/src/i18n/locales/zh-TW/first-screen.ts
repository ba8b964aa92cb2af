/**
 * Traditional Chinese (Taiwan): the texts of the first screens (/login, /register, /reset), FIRST_SCREEN_NAMESPACES of
 * locale-loaders.ts, loaded before the first render.
 */
export { auth } from '#i18n/locales/zh-TW/auth.ts';
export { common } from '#i18n/locales/zh-TW/common.ts';
export { connectors } from '#i18n/locales/zh-TW/connectors.ts';
export { errors } from '#i18n/locales/zh-TW/errors.ts';
export { legal } from '#i18n/locales/zh-TW/legal.ts';
export { password } from '#i18n/locales/zh-TW/password.ts';
export { register } from '#i18n/locales/zh-TW/register.ts';
export { slider } from '#i18n/locales/zh-TW/slider.ts';
export { validation } from '#i18n/locales/zh-TW/validation.ts';
