import type { validation as en } from '#i18n/locales/en/validation.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const validation = {
  passwordRule:
    'Lösenordet måste vara 8–16 tecken långt och får innehålla bokstäver, siffror och/eller specialtecken.',
  passwordMismatch: 'Lösenorden matchar INTE. Försök igen.',
  passwordRequired: 'Ange ditt lösenord.',
  invalidEmail: 'Ogiltig e-postadress',
  emailLength: 'E-postadressen måste vara kortare än 45 tecken.',
  invalidPhone: 'Ange ett giltigt telefonnummer',
  invalidMobileNumber: 'Ogiltigt mobilnummer, ange det igen',
  areaCodeRequired: 'Du måste välja ett landsnummer.',
  phoneNotAvailable:
    'Inloggning med telefon är inte tillgänglig i din region. Använd din e-postadress eller ditt produkt-ID.',
  invalidAccountNoPhone: 'Ange din e-postadress eller ditt produkt-ID.',
  accountRequired: 'Ange ditt konto.',
  invalidAccount:
    'Ange ett telefonnummer med landsnummer (+…), en e-postadress eller ett produkt-ID.',
  invalidCode: 'Felaktig verifieringskod.',
  codeNotRequested: 'Begär en kod först.',
  agreementRequired: 'Läs och godkänn användaravtalet och integritetspolicyn.',
  invalidBirthDate: 'Välj ett giltigt födelsedatum.',
  invalidCountry: 'Välj ett land eller en region.',
} satisfies LocaleShape<typeof en>;
