/**
 * Hebrew: the texts of the signed-in screens (and the lazily shown steps), loaded on demand
 * (lib/i18n/signed-in-texts.ts). A new namespace goes here: its file and one line.
 */
export { account } from '#i18n/locales/he/account.ts';
export { apps } from '#i18n/locales/he/apps.ts';
export { emailChange } from '#i18n/locales/he/email-change.ts';
export { home } from '#i18n/locales/he/home.ts';
export { logout } from '#i18n/locales/he/logout.ts';
export { security } from '#i18n/locales/he/security.ts';
export { privacy } from '#i18n/locales/he/privacy.ts';
export { connectorEmail } from '#i18n/locales/he/connector-email.ts';
