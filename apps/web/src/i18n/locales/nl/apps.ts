import type { apps as en } from '#i18n/locales/en/apps.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const apps = {
  consentTitle: '{{name}} toestaan om u aan te melden?',
  consentIntro: '{{name}} vraagt om uw account te gebruiken om u aan te melden. De app ontvangt:',
  scopeAccountId: 'Uw account-ID',
  scopeEmail: 'Uw e-mailadres',
  scopePhone: 'Uw telefoonnummer',
  scopeOfflineAccess: 'Toegang terwijl u weg bent (aangemeld blijven)',
  consentRevokeHint: 'U kunt deze toegang op elk moment intrekken op uw accountpagina.',
  consentAllow: 'Toestaan',
  consentDeny: 'Weigeren',
  appsTitle: 'Apps die u kunnen aanmelden',
  appsEmpty: 'Geen enkele app kan u met dit account aanmelden.',
  appsGranted: 'Toegestaan op {{date}}',
  appsRevoke: 'Toegang intrekken',
  appsRevokeNamed: 'Toegang van {{name}} intrekken',
  appsRevoked: '{{name}} kan u niet meer aanmelden.',
} satisfies LocaleShape<typeof en>;
