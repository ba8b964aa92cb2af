import type { validation as en } from '#i18n/locales/en/validation.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const validation = {
  passwordRule:
    'Salasanan on oltava 8–16 merkkiä pitkä, ja se voi sisältää kirjaimia, numeroita ja/tai erikoismerkkejä.',
  passwordMismatch: 'Salasanat EIVÄT täsmää. Yritä uudelleen.',
  passwordRequired: 'Anna salasanasi.',
  invalidEmail: 'Virheellinen sähköpostiosoite',
  emailLength: 'Sähköpostiosoitteen on oltava alle 45 merkkiä pitkä.',
  invalidPhone: 'Anna kelvollinen puhelinnumero',
  invalidMobileNumber: 'Virheellinen matkapuhelinnumero, syötä se uudelleen',
  areaCodeRequired: 'Valitse maatunnus.',
  phoneNotAvailable:
    'Puhelimella kirjautuminen ei ole käytettävissä alueellasi. Käytä sähköpostiosoitettasi tai tuotetunnustasi.',
  invalidAccountNoPhone: 'Anna sähköpostiosoitteesi tai tuotetunnuksesi.',
  accountRequired: 'Anna tilisi tunnus.',
  invalidAccount: 'Anna puhelinnumero maatunnuksen kanssa (+…), sähköpostiosoite tai tuotetunnus.',
  invalidCode: 'Virheellinen vahvistuskoodi.',
  codeNotRequested: 'Pyydä ensin koodi.',
  agreementRequired: 'Lue käyttäjäsopimus ja tietosuojakäytäntö ja hyväksy ne.',
  invalidBirthDate: 'Valitse kelvollinen syntymäaika.',
  invalidCountry: 'Valitse maa tai alue.',
} satisfies LocaleShape<typeof en>;
