import type { apps as en } from '#i18n/locales/en/apps.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const apps = {
  consentTitle: 'Consentire a {{name}} di farti accedere?',
  consentIntro: '{{name}} chiede di usare il tuo account per farti accedere. Riceverà:',
  scopeAccountId: 'L’ID del tuo account',
  scopeEmail: 'Il tuo indirizzo email',
  scopePhone: 'Il tuo numero di telefono',
  scopeOfflineAccess: 'Accesso mentre sei assente (resta connesso)',
  consentRevokeHint:
    'Puoi revocare questo accesso in qualsiasi momento dalla pagina del tuo account.',
  consentAllow: 'Consenti',
  consentDeny: 'Nega',
  appsTitle: 'App che possono farti accedere',
  appsEmpty: 'Nessuna app può farti accedere con questo account.',
  appsGranted: 'Consentito il {{date}}',
  appsRevoke: 'Revoca accesso',
  appsRevokeNamed: 'Revoca l’accesso di {{name}}',
  appsRevoked: '{{name}} non può più farti accedere.',
} satisfies LocaleShape<typeof en>;
