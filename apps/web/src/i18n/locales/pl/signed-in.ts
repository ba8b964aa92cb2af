/**
 * Polish: the texts of the signed-in screens (and the lazily shown steps), loaded on demand
 * (lib/i18n/signed-in-texts.ts). A new namespace goes here: its file and one line.
 */
export { account } from '#i18n/locales/pl/account.ts';
export { apps } from '#i18n/locales/pl/apps.ts';
export { emailChange } from '#i18n/locales/pl/email-change.ts';
export { home } from '#i18n/locales/pl/home.ts';
export { logout } from '#i18n/locales/pl/logout.ts';
export { security } from '#i18n/locales/pl/security.ts';
export { privacy } from '#i18n/locales/pl/privacy.ts';
export { connectorEmail } from '#i18n/locales/pl/connector-email.ts';
