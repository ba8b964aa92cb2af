/**
 * Turkish: the texts of the signed-in screens (and the lazily shown steps), loaded on demand
 * (lib/i18n/signed-in-texts.ts). A new namespace goes here: its file and one line.
 */
export { account } from '#i18n/locales/tr/account.ts';
export { apps } from '#i18n/locales/tr/apps.ts';
export { emailChange } from '#i18n/locales/tr/email-change.ts';
export { home } from '#i18n/locales/tr/home.ts';
export { logout } from '#i18n/locales/tr/logout.ts';
export { security } from '#i18n/locales/tr/security.ts';
export { privacy } from '#i18n/locales/tr/privacy.ts';
export { connectorEmail } from '#i18n/locales/tr/connector-email.ts';
