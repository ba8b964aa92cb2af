/**
 * Vietnamese: the texts of the signed-in screens (and the lazily shown steps), loaded on demand
 * (lib/i18n/signed-in-texts.ts). A new namespace goes here: its file and one line.
 */
export { account } from '#i18n/locales/vi/account.ts';
export { apps } from '#i18n/locales/vi/apps.ts';
export { emailChange } from '#i18n/locales/vi/email-change.ts';
export { home } from '#i18n/locales/vi/home.ts';
export { logout } from '#i18n/locales/vi/logout.ts';
export { security } from '#i18n/locales/vi/security.ts';
export { privacy } from '#i18n/locales/vi/privacy.ts';
export { connectorEmail } from '#i18n/locales/vi/connector-email.ts';
