import type { apps as en } from '#i18n/locales/en/apps.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const apps = {
  consentTitle: 'Vil du la {{name}} logge deg på?',
  consentIntro: '{{name}} ber om å bruke kontoen din til å logge deg på. Appen får:',
  scopeAccountId: 'Konto-ID-en din',
  scopeEmail: 'E-postadressen din',
  scopePhone: 'Telefonnummeret ditt',
  scopeOfflineAccess: 'Tilgang mens du er borte (forbli pålogget)',
  consentRevokeHint: 'Du kan når som helst fjerne denne tilgangen på kontosiden din.',
  consentAllow: 'Tillat',
  consentDeny: 'Avslå',
  appsTitle: 'Apper som kan logge deg på',
  appsEmpty: 'Ingen apper kan logge deg på med denne kontoen.',
  appsGranted: 'Tillatt {{date}}',
  appsRevoke: 'Fjern tilgang',
  appsRevokeNamed: 'Fjern tilgangen for {{name}}',
  appsRevoked: '{{name}} kan ikke lenger logge deg på.',
} satisfies LocaleShape<typeof en>;
