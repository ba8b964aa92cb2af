import type { connectors as en } from '#i18n/locales/en/connectors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectors = {
  continueWith: 'Kontynuuj z {{name}}',
  or: 'lub',
  errorDenied: 'Logowanie zostało anulowane u innego dostawcy. Nic nie zmieniono.',
  registerTitle: 'Utwórz konto',
  registerIntro:
    'Logujesz się przez {{name}} jako {{email}}. Do utworzenia konta potrzeba jeszcze kilku danych.',
  country: 'Kraj lub region',
  birthDate: 'Data urodzenia',
  createAccount: 'Utwórz konto',
  linkTitle: 'Masz już konto',
  linkIntro:
    'Konto z adresem {{email}} już istnieje. Aby połączyć z nim {{name}}, wpisz jego hasło lub wysłany do niego kod albo użyj jego klucza dostępu.',
  password: 'Hasło',
  linkAndSignIn: 'Połącz i zaloguj',
  linkWithPasskey: 'Użyj klucza dostępu',
  signingIn: 'Trwa logowanie…',
  methodsTitle: 'Metody logowania',
  methodsNone: 'Brak innych połączonych metod logowania.',
  linkMethod: 'Połącz {{name}}',
  unlink: 'Odłącz',
  linkedDone: '{{name}} jest teraz połączone z Twoim kontem.',
  unlinkedDone: 'Metoda logowania została odłączona.',
  proofLabel: 'Hasło lub kod z aplikacji uwierzytelniającej',
  nameWechat: 'WeChat',
} satisfies LocaleShape<typeof en>;
