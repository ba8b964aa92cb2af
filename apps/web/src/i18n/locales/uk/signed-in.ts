/**
 * Ukrainian: the texts of the signed-in screens (and the lazily shown steps), loaded on demand
 * (lib/i18n/signed-in-texts.ts). A new namespace goes here: its file and one line.
 */
export { account } from '#i18n/locales/uk/account.ts';
export { apps } from '#i18n/locales/uk/apps.ts';
export { emailChange } from '#i18n/locales/uk/email-change.ts';
export { home } from '#i18n/locales/uk/home.ts';
export { logout } from '#i18n/locales/uk/logout.ts';
export { security } from '#i18n/locales/uk/security.ts';
export { privacy } from '#i18n/locales/uk/privacy.ts';
export { connectorEmail } from '#i18n/locales/uk/connector-email.ts';
