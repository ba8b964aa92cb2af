/**
 * Russian: the texts of the signed-in screens (and the lazily shown steps), loaded on demand
 * (lib/i18n/signed-in-texts.ts). A new namespace goes here: its file and one line.
 */
export { account } from '#i18n/locales/ru/account.ts';
export { apps } from '#i18n/locales/ru/apps.ts';
export { emailChange } from '#i18n/locales/ru/email-change.ts';
export { home } from '#i18n/locales/ru/home.ts';
export { logout } from '#i18n/locales/ru/logout.ts';
export { security } from '#i18n/locales/ru/security.ts';
export { privacy } from '#i18n/locales/ru/privacy.ts';
export { connectorEmail } from '#i18n/locales/ru/connector-email.ts';
