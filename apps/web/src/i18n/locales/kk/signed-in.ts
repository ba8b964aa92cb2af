/**
 * Kazakh (Cyrillic script): the texts of the signed-in screens (and the lazily shown steps), loaded on demand
 * (lib/i18n/signed-in-texts.ts). A new namespace goes here: its file and one line.
 */
export { account } from '#i18n/locales/kk/account.ts';
export { apps } from '#i18n/locales/kk/apps.ts';
export { emailChange } from '#i18n/locales/kk/email-change.ts';
export { home } from '#i18n/locales/kk/home.ts';
export { logout } from '#i18n/locales/kk/logout.ts';
export { security } from '#i18n/locales/kk/security.ts';
export { privacy } from '#i18n/locales/kk/privacy.ts';
export { connectorEmail } from '#i18n/locales/kk/connector-email.ts';
