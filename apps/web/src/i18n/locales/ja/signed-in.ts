/**
 * Japanese: the texts of the signed-in screens (and the lazily shown steps), loaded on demand
 * (lib/i18n/signed-in-texts.ts). A new namespace goes here: its file and one line.
 */
export { account } from '#i18n/locales/ja/account.ts';
export { apps } from '#i18n/locales/ja/apps.ts';
export { emailChange } from '#i18n/locales/ja/email-change.ts';
export { home } from '#i18n/locales/ja/home.ts';
export { logout } from '#i18n/locales/ja/logout.ts';
export { security } from '#i18n/locales/ja/security.ts';
export { privacy } from '#i18n/locales/ja/privacy.ts';
export { connectorEmail } from '#i18n/locales/ja/connector-email.ts';
