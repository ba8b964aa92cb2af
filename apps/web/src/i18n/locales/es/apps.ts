import type { apps as en } from '#i18n/locales/en/apps.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const apps = {
  consentTitle: '¿Permitir que {{name}} inicie su sesión?',
  consentIntro: '{{name}} solicita usar su cuenta para iniciar su sesión. Recibirá:',
  scopeAccountId: 'El ID de su cuenta',
  scopeEmail: 'Su dirección de correo electrónico',
  scopePhone: 'Su número de teléfono',
  scopeOfflineAccess: 'Acceso mientras no está (mantener la sesión iniciada)',
  consentRevokeHint: 'Puede retirar este acceso en la página de su cuenta en cualquier momento.',
  consentAllow: 'Permitir',
  consentDeny: 'Denegar',
  appsTitle: 'Aplicaciones que pueden iniciar su sesión',
  appsEmpty: 'Ninguna aplicación puede iniciar su sesión con esta cuenta.',
  appsGranted: 'Permitido el {{date}}',
  appsRevoke: 'Retirar acceso',
  appsRevokeNamed: 'Retirar el acceso de {{name}}',
  appsRevoked: '{{name}} ya no puede iniciar su sesión.',
} satisfies LocaleShape<typeof en>;
