/**
 * Malay: the texts of the signed-in screens (and the lazily shown steps), loaded on demand
 * (lib/i18n/signed-in-texts.ts). A new namespace goes here: its file and one line.
 */
export { account } from '#i18n/locales/ms/account.ts';
export { apps } from '#i18n/locales/ms/apps.ts';
export { emailChange } from '#i18n/locales/ms/email-change.ts';
export { home } from '#i18n/locales/ms/home.ts';
export { logout } from '#i18n/locales/ms/logout.ts';
export { security } from '#i18n/locales/ms/security.ts';
export { privacy } from '#i18n/locales/ms/privacy.ts';
export { connectorEmail } from '#i18n/locales/ms/connector-email.ts';
