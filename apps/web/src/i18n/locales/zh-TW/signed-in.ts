/**
 * Traditional Chinese (Taiwan): the texts of the signed-in screens (and the lazily shown steps), loaded on demand
 * (lib/i18n/signed-in-texts.ts). A new namespace goes here: its file and one line.
 */
export { account } from '#i18n/locales/zh-TW/account.ts';
export { apps } from '#i18n/locales/zh-TW/apps.ts';
export { emailChange } from '#i18n/locales/zh-TW/email-change.ts';
export { home } from '#i18n/locales/zh-TW/home.ts';
export { logout } from '#i18n/locales/zh-TW/logout.ts';
export { security } from '#i18n/locales/zh-TW/security.ts';
export { privacy } from '#i18n/locales/zh-TW/privacy.ts';
export { connectorEmail } from '#i18n/locales/zh-TW/connector-email.ts';
