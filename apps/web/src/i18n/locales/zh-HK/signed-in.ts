/**
 * Traditional Chinese (Hong Kong): the texts of the signed-in screens (and the lazily shown steps), loaded on demand
 * (lib/i18n/signed-in-texts.ts). A new namespace goes here: its file and one line.
 */
export { account } from '#i18n/locales/zh-HK/account.ts';
export { apps } from '#i18n/locales/zh-HK/apps.ts';
export { emailChange } from '#i18n/locales/zh-HK/email-change.ts';
export { home } from '#i18n/locales/zh-HK/home.ts';
export { logout } from '#i18n/locales/zh-HK/logout.ts';
export { security } from '#i18n/locales/zh-HK/security.ts';
export { privacy } from '#i18n/locales/zh-HK/privacy.ts';
export { connectorEmail } from '#i18n/locales/zh-HK/connector-email.ts';
