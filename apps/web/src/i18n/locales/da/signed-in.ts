/**
 * Danish: the texts of the signed-in screens (and the lazily shown steps), loaded on demand
 * (lib/i18n/signed-in-texts.ts). A new namespace goes here: its file and one line.
 */
export { account } from '#i18n/locales/da/account.ts';
export { apps } from '#i18n/locales/da/apps.ts';
export { emailChange } from '#i18n/locales/da/email-change.ts';
export { home } from '#i18n/locales/da/home.ts';
export { logout } from '#i18n/locales/da/logout.ts';
export { security } from '#i18n/locales/da/security.ts';
export { privacy } from '#i18n/locales/da/privacy.ts';
export { connectorEmail } from '#i18n/locales/da/connector-email.ts';
