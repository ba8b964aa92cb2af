import type { apps as en } from '#i18n/locales/en/apps.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const apps = {
  consentTitle: 'Vil du tillade {{name}} at logge dig ind?',
  consentIntro: '{{name}} beder om at bruge din konto til at logge dig ind. Appen får:',
  scopeAccountId: 'Dit konto-id',
  scopeEmail: 'Din e-mailadresse',
  scopePhone: 'Dit telefonnummer',
  scopeOfflineAccess: 'Adgang, mens du er væk (forbliv logget ind)',
  consentRevokeHint: 'Du kan til enhver tid fjerne denne adgang på din kontoside.',
  consentAllow: 'Tillad',
  consentDeny: 'Afvis',
  appsTitle: 'Apps, der kan logge dig ind',
  appsEmpty: 'Ingen apps kan logge dig ind med denne konto.',
  appsGranted: 'Tilladt {{date}}',
  appsRevoke: 'Fjern adgang',
  appsRevokeNamed: 'Fjern adgang for {{name}}',
  appsRevoked: '{{name}} kan ikke længere logge dig ind.',
} satisfies LocaleShape<typeof en>;
