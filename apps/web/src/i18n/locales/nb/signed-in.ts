/**
 * Norwegian Bokmål: the texts of the signed-in screens (and the lazily shown steps), loaded on demand
 * (lib/i18n/signed-in-texts.ts). A new namespace goes here: its file and one line.
 */
export { account } from '#i18n/locales/nb/account.ts';
export { apps } from '#i18n/locales/nb/apps.ts';
export { emailChange } from '#i18n/locales/nb/email-change.ts';
export { home } from '#i18n/locales/nb/home.ts';
export { logout } from '#i18n/locales/nb/logout.ts';
export { security } from '#i18n/locales/nb/security.ts';
export { privacy } from '#i18n/locales/nb/privacy.ts';
export { connectorEmail } from '#i18n/locales/nb/connector-email.ts';
