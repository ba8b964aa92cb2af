/**
 * German: the texts of the signed-in screens (and the lazily shown steps), loaded on demand
 * (lib/i18n/signed-in-texts.ts). A new namespace goes here: its file and one line.
 */
export { account } from '#i18n/locales/de/account.ts';
export { apps } from '#i18n/locales/de/apps.ts';
export { emailChange } from '#i18n/locales/de/email-change.ts';
export { home } from '#i18n/locales/de/home.ts';
export { logout } from '#i18n/locales/de/logout.ts';
export { security } from '#i18n/locales/de/security.ts';
export { privacy } from '#i18n/locales/de/privacy.ts';
export { connectorEmail } from '#i18n/locales/de/connector-email.ts';
