/**
 * Indonesian: the texts of the signed-in screens (and the lazily shown steps), loaded on demand
 * (lib/i18n/signed-in-texts.ts). A new namespace goes here: its file and one line.
 */
export { account } from '#i18n/locales/id/account.ts';
export { apps } from '#i18n/locales/id/apps.ts';
export { emailChange } from '#i18n/locales/id/email-change.ts';
export { home } from '#i18n/locales/id/home.ts';
export { logout } from '#i18n/locales/id/logout.ts';
export { security } from '#i18n/locales/id/security.ts';
export { privacy } from '#i18n/locales/id/privacy.ts';
export { connectorEmail } from '#i18n/locales/id/connector-email.ts';
