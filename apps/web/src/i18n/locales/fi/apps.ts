import type { apps as en } from '#i18n/locales/en/apps.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const apps = {
  consentTitle: 'Sallitaanko {{name}} kirjata sinut sisään?',
  consentIntro: '{{name}} pyytää lupaa käyttää tiliäsi sisäänkirjautumiseen. Se saa:',
  scopeAccountId: 'Tilisi tunnuksen',
  scopeEmail: 'Sähköpostiosoitteesi',
  scopePhone: 'Puhelinnumerosi',
  scopeOfflineAccess: 'Käyttöoikeuden poissa ollessasi (pysy kirjautuneena)',
  consentRevokeHint: 'Voit poistaa tämän käyttöoikeuden milloin tahansa tilisivultasi.',
  consentAllow: 'Salli',
  consentDeny: 'Hylkää',
  appsTitle: 'Sovellukset, jotka voivat kirjata sinut sisään',
  appsEmpty: 'Mikään sovellus ei voi kirjata sinua sisään tällä tilillä.',
  appsGranted: 'Sallittu {{date}}',
  appsRevoke: 'Poista käyttöoikeus',
  appsRevokeNamed: 'Poista käyttöoikeus sovellukselta {{name}}',
  appsRevoked: '{{name}} ei voi enää kirjata sinua sisään.',
} satisfies LocaleShape<typeof en>;
