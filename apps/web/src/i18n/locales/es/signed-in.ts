/**
 * Spanish: the texts of the signed-in screens (and the lazily shown steps), loaded on demand
 * (lib/i18n/signed-in-texts.ts). A new namespace goes here: its file and one line.
 */
export { account } from '#i18n/locales/es/account.ts';
export { apps } from '#i18n/locales/es/apps.ts';
export { emailChange } from '#i18n/locales/es/email-change.ts';
export { home } from '#i18n/locales/es/home.ts';
export { logout } from '#i18n/locales/es/logout.ts';
export { security } from '#i18n/locales/es/security.ts';
export { privacy } from '#i18n/locales/es/privacy.ts';
export { connectorEmail } from '#i18n/locales/es/connector-email.ts';
