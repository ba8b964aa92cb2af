import type { validation as en } from '#i18n/locales/en/validation.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const validation = {
  passwordRule:
    'Passordet må være 8 til 16 tegn langt og kan inneholde bokstaver, tall og/eller spesialtegn.',
  passwordMismatch: 'Passordene samsvarer IKKE. Prøv igjen.',
  passwordRequired: 'Skriv inn passordet ditt.',
  invalidEmail: 'Ugyldig e-postadresse',
  emailLength: 'E-postadressen må være kortere enn 45 tegn.',
  invalidPhone: 'Skriv inn et gyldig telefonnummer',
  invalidMobileNumber: 'Ugyldig mobilnummer, skriv det inn på nytt',
  areaCodeRequired: 'Du må velge en landskode.',
  phoneNotAvailable:
    'Innlogging med telefon er ikke tilgjengelig i din region. Bruk e-postadressen eller produkt-ID-en din.',
  invalidAccountNoPhone: 'Skriv inn e-postadressen eller produkt-ID-en din.',
  accountRequired: 'Skriv inn kontoen din.',
  invalidAccount:
    'Skriv inn et telefonnummer med landskode (+…), en e-postadresse eller en produkt-ID.',
  invalidCode: 'Feil bekreftelseskode.',
  codeNotRequested: 'Be om å få tilsendt en kode først.',
  agreementRequired: 'Les og godta brukeravtalen og personvernerklæringen.',
  invalidBirthDate: 'Velg en gyldig fødselsdato.',
  invalidCountry: 'Velg et land eller en region.',
} satisfies LocaleShape<typeof en>;
