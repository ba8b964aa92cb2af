import type { apps as en } from '#i18n/locales/en/apps.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const apps = {
  consentTitle: 'Tillåta {{name}} att logga in dig?',
  consentIntro: '{{name}} ber om att använda ditt konto för att logga in dig. Appen får:',
  scopeAccountId: 'Ditt konto-ID',
  scopeEmail: 'Din e-postadress',
  scopePhone: 'Ditt telefonnummer',
  scopeOfflineAccess: 'Åtkomst när du inte är här (förbli inloggad)',
  consentRevokeHint: 'Du kan när som helst ta bort åtkomsten på din kontosida.',
  consentAllow: 'Tillåt',
  consentDeny: 'Neka',
  appsTitle: 'Appar som kan logga in dig',
  appsEmpty: 'Inga appar kan logga in dig med det här kontot.',
  appsGranted: 'Tillåten {{date}}',
  appsRevoke: 'Ta bort åtkomst',
  appsRevokeNamed: 'Ta bort åtkomst för {{name}}',
  appsRevoked: '{{name}} kan inte längre logga in dig.',
} satisfies LocaleShape<typeof en>;
