import type { auth as en } from '#i18n/locales/en/auth.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const auth = {
  title: 'Logga in',
  modeLabel: 'Inloggningsmetod',
  passwordMode: 'Lösenord',
  codeMode: 'Verifieringskod',
  accountLabel: 'Konto',
  accountPlaceholder: 'Telefon / e-post / produkt-ID',
  passwordLabel: 'Lösenord',
  countryLabel: 'Land/region',
  submit: 'Logga in',
  passkeySignIn: 'Logga in med nyckel',
  passkeyFailed: 'Ingen nyckel användes.',
  forgotPassword: 'Glömt lösenordet?',
  registerLink: 'Ny användare? Registrera dig',
  welcomeBack: 'Välkommen tillbaka',
  doubleCheckTitle: 'Säkerhetsverifiering',
  doubleCheckText: 'För din säkerhet skickas en verifieringskod till {{destination}}.',
  doubleCheckConfirm: 'Bekräfta',
  back: 'Tillbaka',
  clientRefusedTitle: 'Inloggning inte möjlig',
  clientRefusedContinue: 'Fortsätt till vanlig inloggning',
} satisfies LocaleShape<typeof en>;
