/**
 * Thai: the texts of the signed-in screens (and the lazily shown steps), loaded on demand
 * (lib/i18n/signed-in-texts.ts). A new namespace goes here: its file and one line.
 */
export { account } from '#i18n/locales/th/account.ts';
export { apps } from '#i18n/locales/th/apps.ts';
export { emailChange } from '#i18n/locales/th/email-change.ts';
export { home } from '#i18n/locales/th/home.ts';
export { logout } from '#i18n/locales/th/logout.ts';
export { security } from '#i18n/locales/th/security.ts';
export { privacy } from '#i18n/locales/th/privacy.ts';
export { connectorEmail } from '#i18n/locales/th/connector-email.ts';
