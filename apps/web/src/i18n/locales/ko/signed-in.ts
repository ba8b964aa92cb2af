/**
 * Korean: the texts of the signed-in screens (and the lazily shown steps), loaded on demand
 * (lib/i18n/signed-in-texts.ts). A new namespace goes here: its file and one line.
 */
export { account } from '#i18n/locales/ko/account.ts';
export { apps } from '#i18n/locales/ko/apps.ts';
export { emailChange } from '#i18n/locales/ko/email-change.ts';
export { home } from '#i18n/locales/ko/home.ts';
export { logout } from '#i18n/locales/ko/logout.ts';
export { security } from '#i18n/locales/ko/security.ts';
export { privacy } from '#i18n/locales/ko/privacy.ts';
export { connectorEmail } from '#i18n/locales/ko/connector-email.ts';
