import type { validation as en } from '#i18n/locales/en/validation.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const validation = {
  passwordRule:
    'Das Passwort muss 8 bis 16 Zeichen lang sein und kann Buchstaben, Ziffern und/oder Sonderzeichen enthalten.',
  passwordMismatch: 'Die Passwörter stimmen nicht überein. Bitte versuchen Sie es erneut.',
  passwordRequired: 'Bitte geben Sie Ihr Passwort ein.',
  invalidEmail: 'Ungültige E-Mail-Adresse',
  emailLength: 'Die E-Mail-Adresse muss kürzer als 45 Zeichen sein.',
  invalidPhone: 'Bitte geben Sie eine gültige Telefonnummer ein',
  invalidMobileNumber: 'Ungültige Mobilnummer, bitte erneut eingeben',
  areaCodeRequired: 'Bitte wählen Sie eine Ländervorwahl aus.',
  phoneNotAvailable:
    'Die Anmeldung per Telefonnummer ist in Ihrer Region nicht verfügbar. Verwenden Sie Ihre E-Mail-Adresse oder Produkt-ID.',
  invalidAccountNoPhone: 'Bitte geben Sie Ihre E-Mail-Adresse oder Produkt-ID ein.',
  accountRequired: 'Bitte geben Sie Ihr Konto ein.',
  invalidAccount:
    'Bitte geben Sie eine Telefonnummer mit Ländervorwahl (+…), eine E-Mail-Adresse oder eine Produkt-ID ein.',
  invalidCode: 'Falscher Bestätigungscode.',
  codeNotRequested: 'Bitte fordern Sie zuerst einen Code an.',
  agreementRequired:
    'Bitte lesen und akzeptieren Sie die Nutzungsvereinbarung und die Datenschutzerklärung.',
  invalidBirthDate: 'Bitte wählen Sie ein gültiges Geburtsdatum.',
  invalidCountry: 'Bitte wählen Sie ein Land oder eine Region.',
} satisfies LocaleShape<typeof en>;
