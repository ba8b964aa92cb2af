import type { apps as en } from '#i18n/locales/en/apps.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const apps = {
  consentTitle: '{{name}} erlauben, Sie anzumelden?',
  consentIntro: '{{name}} möchte Sie mit Ihrem Konto anmelden. Die App erhält:',
  scopeAccountId: 'Ihre Konto-ID',
  scopeEmail: 'Ihre E-Mail-Adresse',
  scopePhone: 'Ihre Telefonnummer',
  scopeOfflineAccess: 'Zugriff, während Sie nicht da sind (angemeldet bleiben)',
  consentRevokeHint: 'Sie können diesen Zugriff jederzeit auf Ihrer Kontoseite entfernen.',
  consentAllow: 'Erlauben',
  consentDeny: 'Ablehnen',
  appsTitle: 'Apps, die Sie anmelden können',
  appsEmpty: 'Keine App kann Sie mit diesem Konto anmelden.',
  appsGranted: 'Erlaubt am {{date}}',
  appsRevoke: 'Zugriff entfernen',
  appsRevokeNamed: 'Zugriff für {{name}} entfernen',
  appsRevoked: '{{name}} kann Sie nicht mehr anmelden.',
} satisfies LocaleShape<typeof en>;
