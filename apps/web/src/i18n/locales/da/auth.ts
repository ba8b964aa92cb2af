import type { auth as en } from '#i18n/locales/en/auth.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const auth = {
  title: 'Log ind',
  modeLabel: 'Loginmetode',
  passwordMode: 'Adgangskode',
  codeMode: 'Bekræftelseskode',
  accountLabel: 'Konto',
  accountPlaceholder: 'Telefon / e-mail / produkt-id',
  passwordLabel: 'Adgangskode',
  countryLabel: 'Land/område',
  submit: 'Log ind',
  passkeySignIn: 'Log ind med adgangsnøgle',
  passkeyFailed: 'Der blev ikke brugt nogen adgangsnøgle.',
  forgotPassword: 'Glemt adgangskode?',
  registerLink: 'Ny bruger? Opret en konto',
  welcomeBack: 'Velkommen tilbage',
  doubleCheckTitle: 'Sikkerhedsbekræftelse',
  doubleCheckText: 'Af hensyn til din sikkerhed sender vi en bekræftelseskode til {{destination}}.',
  doubleCheckConfirm: 'Bekræft',
  back: 'Tilbage',
  clientRefusedTitle: 'Login ikke muligt',
  clientRefusedContinue: 'Fortsæt til almindeligt login',
} satisfies LocaleShape<typeof en>;
