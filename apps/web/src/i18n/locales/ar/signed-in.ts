/**
 * Arabic (Modern Standard): the texts of the signed-in screens (and the lazily shown steps), loaded on demand
 * (lib/i18n/signed-in-texts.ts). A new namespace goes here: its file and one line.
 */
export { account } from '#i18n/locales/ar/account.ts';
export { apps } from '#i18n/locales/ar/apps.ts';
export { emailChange } from '#i18n/locales/ar/email-change.ts';
export { home } from '#i18n/locales/ar/home.ts';
export { logout } from '#i18n/locales/ar/logout.ts';
export { security } from '#i18n/locales/ar/security.ts';
export { privacy } from '#i18n/locales/ar/privacy.ts';
export { connectorEmail } from '#i18n/locales/ar/connector-email.ts';
