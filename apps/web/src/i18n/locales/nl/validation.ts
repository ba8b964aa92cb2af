import type { validation as en } from '#i18n/locales/en/validation.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const validation = {
  passwordRule:
    'Het wachtwoord moet 8 tot 16 tekens lang zijn en mag letters, cijfers en/of speciale tekens bevatten.',
  passwordMismatch: 'De wachtwoorden komen niet overeen. Probeer het opnieuw.',
  passwordRequired: 'Voer je wachtwoord in.',
  invalidEmail: 'Ongeldig e-mailadres',
  emailLength: 'Het e-mailadres moet korter zijn dan 45 tekens.',
  invalidPhone: 'Voer een geldig telefoonnummer in',
  invalidMobileNumber: 'Ongeldig mobiel nummer, voer het opnieuw in',
  areaCodeRequired: 'Selecteer een landcode.',
  phoneNotAvailable:
    'Inloggen met je telefoonnummer is niet beschikbaar in jouw regio. Gebruik je e-mailadres of product-ID.',
  invalidAccountNoPhone: 'Voer je e-mailadres of product-ID in.',
  accountRequired: 'Voer je account in.',
  invalidAccount:
    'Voer een telefoonnummer met landcode (+…), een e-mailadres of een product-ID in.',
  invalidCode: 'Onjuiste verificatiecode.',
  codeNotRequested: 'Vraag eerst een code aan.',
  agreementRequired: 'Lees en accepteer de Gebruikersovereenkomst en het Privacybeleid.',
  invalidBirthDate: 'Kies een geldige geboortedatum.',
  invalidCountry: 'Kies een land of regio.',
} satisfies LocaleShape<typeof en>;
