/**
 * Finnish: the texts of the signed-in screens (and the lazily shown steps), loaded on demand
 * (lib/i18n/signed-in-texts.ts). A new namespace goes here: its file and one line.
 */
export { account } from '#i18n/locales/fi/account.ts';
export { apps } from '#i18n/locales/fi/apps.ts';
export { emailChange } from '#i18n/locales/fi/email-change.ts';
export { home } from '#i18n/locales/fi/home.ts';
export { logout } from '#i18n/locales/fi/logout.ts';
export { security } from '#i18n/locales/fi/security.ts';
export { privacy } from '#i18n/locales/fi/privacy.ts';
export { connectorEmail } from '#i18n/locales/fi/connector-email.ts';
