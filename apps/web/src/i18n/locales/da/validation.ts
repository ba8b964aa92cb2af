import type { validation as en } from '#i18n/locales/en/validation.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const validation = {
  passwordRule:
    'Adgangskoden skal være på 8 til 16 tegn og kan indeholde bogstaver, tal og/eller specialtegn.',
  passwordMismatch: 'Adgangskoderne matcher IKKE. Prøv igen.',
  passwordRequired: 'Indtast din adgangskode.',
  invalidEmail: 'Ugyldig e-mail',
  emailLength: 'E-mailadressen skal være kortere end 45 tegn.',
  invalidPhone: 'Indtast et gyldigt telefonnummer',
  invalidMobileNumber: 'Ugyldigt mobilnummer, indtast det igen',
  areaCodeRequired: 'Du skal vælge en landekode.',
  phoneNotAvailable:
    'Log ind med telefon er ikke tilgængeligt i dit område. Brug din e-mail eller dit produkt-id.',
  invalidAccountNoPhone: 'Indtast din e-mail eller dit produkt-id.',
  accountRequired: 'Indtast din konto.',
  invalidAccount: 'Indtast et telefonnummer med landekode (+…), en e-mail eller et produkt-id.',
  invalidCode: 'Forkert bekræftelseskode.',
  codeNotRequested: 'Få først tilsendt en kode.',
  agreementRequired: 'Læs og accepter brugeraftalen og privatlivspolitikken.',
  invalidBirthDate: 'Vælg en gyldig fødselsdato.',
  invalidCountry: 'Vælg et land eller område.',
} satisfies LocaleShape<typeof en>;
