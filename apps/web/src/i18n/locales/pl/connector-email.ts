import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    '{{name}} nie przekazuje zweryfikowanego adresu e-mail. Wpisz swój adres i kod, który na niego wyślemy; kilka kolejnych danych i konto gotowe.',
  email: 'Adres e-mail',
  haveAccount: 'Mam już konto',
  linkTitle: 'Połącz ze swoim kontem',
  linkIntro:
    'Wpisz adres e-mail swojego konta i jego hasło lub wysłany do niego kod albo użyj jego klucza dostępu, aby połączyć z nim {{name}}.',
  takenIntro:
    'Ten adres ma już konto. Wpisz jego hasło lub wysłany do niego kod albo użyj jego klucza dostępu, aby połączyć z nim {{name}}.',
  createInstead: 'Zamiast tego utwórz nowe konto',
} satisfies LocaleShape<typeof en>;
