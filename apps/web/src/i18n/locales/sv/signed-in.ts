/**
 * Swedish: the texts of the signed-in screens (and the lazily shown steps), loaded on demand
 * (lib/i18n/signed-in-texts.ts). A new namespace goes here: its file and one line.
 */
export { account } from '#i18n/locales/sv/account.ts';
export { apps } from '#i18n/locales/sv/apps.ts';
export { emailChange } from '#i18n/locales/sv/email-change.ts';
export { home } from '#i18n/locales/sv/home.ts';
export { logout } from '#i18n/locales/sv/logout.ts';
export { security } from '#i18n/locales/sv/security.ts';
export { privacy } from '#i18n/locales/sv/privacy.ts';
export { connectorEmail } from '#i18n/locales/sv/connector-email.ts';
