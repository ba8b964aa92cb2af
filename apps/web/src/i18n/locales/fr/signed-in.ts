/**
 * French: the texts of the signed-in screens (and the lazily shown steps), loaded on demand
 * (lib/i18n/signed-in-texts.ts). A new namespace goes here: its file and one line.
 */
export { account } from '#i18n/locales/fr/account.ts';
export { apps } from '#i18n/locales/fr/apps.ts';
export { emailChange } from '#i18n/locales/fr/email-change.ts';
export { home } from '#i18n/locales/fr/home.ts';
export { logout } from '#i18n/locales/fr/logout.ts';
export { security } from '#i18n/locales/fr/security.ts';
export { privacy } from '#i18n/locales/fr/privacy.ts';
export { connectorEmail } from '#i18n/locales/fr/connector-email.ts';
