/**
 * Simplified Chinese: the texts of the signed-in screens (and the lazily shown steps), loaded on demand
 * (lib/i18n/signed-in-texts.ts). A new namespace goes here: its file and one line.
 */
export { account } from '#i18n/locales/zh/account.ts';
export { apps } from '#i18n/locales/zh/apps.ts';
export { emailChange } from '#i18n/locales/zh/email-change.ts';
export { home } from '#i18n/locales/zh/home.ts';
export { logout } from '#i18n/locales/zh/logout.ts';
export { security } from '#i18n/locales/zh/security.ts';
export { privacy } from '#i18n/locales/zh/privacy.ts';
export { connectorEmail } from '#i18n/locales/zh/connector-email.ts';
