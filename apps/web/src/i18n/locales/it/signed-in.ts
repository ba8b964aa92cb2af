/**
 * Italian: the texts of the signed-in screens (and the lazily shown steps), loaded on demand
 * (lib/i18n/signed-in-texts.ts). A new namespace goes here: its file and one line.
 */
export { account } from '#i18n/locales/it/account.ts';
export { apps } from '#i18n/locales/it/apps.ts';
export { emailChange } from '#i18n/locales/it/email-change.ts';
export { home } from '#i18n/locales/it/home.ts';
export { logout } from '#i18n/locales/it/logout.ts';
export { security } from '#i18n/locales/it/security.ts';
export { privacy } from '#i18n/locales/it/privacy.ts';
export { connectorEmail } from '#i18n/locales/it/connector-email.ts';
