/**
 * English, the source texts and the type of every other language: the texts of the signed-in
 * screens (and the lazily shown steps), loaded on demand (lib/i18n/signed-in-texts.ts). A new
 * namespace goes here: its file and one line.
 */
export { account } from '#i18n/locales/en/account.ts';
export { apps } from '#i18n/locales/en/apps.ts';
export { emailChange } from '#i18n/locales/en/email-change.ts';
export { home } from '#i18n/locales/en/home.ts';
export { logout } from '#i18n/locales/en/logout.ts';
export { security } from '#i18n/locales/en/security.ts';
export { privacy } from '#i18n/locales/en/privacy.ts';
export { connectorEmail } from '#i18n/locales/en/connector-email.ts';
