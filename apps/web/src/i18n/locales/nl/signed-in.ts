/**
 * Dutch: the texts of the signed-in screens (and the lazily shown steps), loaded on demand
 * (lib/i18n/signed-in-texts.ts). A new namespace goes here: its file and one line.
 */
export { account } from '#i18n/locales/nl/account.ts';
export { apps } from '#i18n/locales/nl/apps.ts';
export { emailChange } from '#i18n/locales/nl/email-change.ts';
export { home } from '#i18n/locales/nl/home.ts';
export { logout } from '#i18n/locales/nl/logout.ts';
export { security } from '#i18n/locales/nl/security.ts';
export { privacy } from '#i18n/locales/nl/privacy.ts';
export { connectorEmail } from '#i18n/locales/nl/connector-email.ts';
