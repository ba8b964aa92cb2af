/**
 * European Portuguese: the texts of the signed-in screens (and the lazily shown steps), loaded on demand
 * (lib/i18n/signed-in-texts.ts). A new namespace goes here: its file and one line.
 */
export { account } from '#i18n/locales/pt/account.ts';
export { apps } from '#i18n/locales/pt/apps.ts';
export { emailChange } from '#i18n/locales/pt/email-change.ts';
export { home } from '#i18n/locales/pt/home.ts';
export { logout } from '#i18n/locales/pt/logout.ts';
export { security } from '#i18n/locales/pt/security.ts';
export { privacy } from '#i18n/locales/pt/privacy.ts';
export { connectorEmail } from '#i18n/locales/pt/connector-email.ts';
