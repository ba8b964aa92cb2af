import type { auth as en } from '#i18n/locales/en/auth.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const auth = {
  title: 'Logowanie',
  modeLabel: 'Metoda logowania',
  passwordMode: 'Hasło',
  codeMode: 'Kod weryfikacyjny',
  accountLabel: 'Konto',
  accountPlaceholder: 'Telefon / e-mail / ID produktu',
  passwordLabel: 'Hasło',
  countryLabel: 'Kraj/region',
  submit: 'Zaloguj się',
  passkeySignIn: 'Zaloguj się kluczem dostępu',
  passkeyFailed: 'Nie użyto klucza dostępu.',
  forgotPassword: 'Nie pamiętasz hasła?',
  registerLink: 'Nie masz konta? Zarejestruj się',
  welcomeBack: 'Witaj ponownie',
  doubleCheckTitle: 'Weryfikacja bezpieczeństwa',
  doubleCheckText:
    'Ze względów bezpieczeństwa kod weryfikacyjny zostanie wysłany na {{destination}}.',
  doubleCheckConfirm: 'Potwierdź',
  back: 'Wstecz',
  clientRefusedTitle: 'Logowanie niemożliwe',
  clientRefusedContinue: 'Przejdź do zwykłego logowania',
} satisfies LocaleShape<typeof en>;
