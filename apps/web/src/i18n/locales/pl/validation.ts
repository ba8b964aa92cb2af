import type { validation as en } from '#i18n/locales/en/validation.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const validation = {
  passwordRule:
    'Hasło musi mieć od 8 do 16 znaków i może zawierać litery, cyfry i/lub znaki specjalne.',
  passwordMismatch: 'Hasła nie są zgodne. Spróbuj ponownie.',
  passwordRequired: 'Wpisz hasło.',
  invalidEmail: 'Nieprawidłowy adres e-mail',
  emailLength: 'Adres e-mail musi mieć mniej niż 45 znaków.',
  invalidPhone: 'Wpisz prawidłowy numer telefonu',
  invalidMobileNumber: 'Nieprawidłowy numer telefonu komórkowego, wprowadź go ponownie',
  areaCodeRequired: 'Wybierz kod kraju.',
  phoneNotAvailable:
    'Logowanie numerem telefonu nie jest dostępne w Twoim regionie. Użyj adresu e-mail lub ID produktu.',
  invalidAccountNoPhone: 'Wpisz adres e-mail lub ID produktu.',
  accountRequired: 'Wpisz dane konta.',
  invalidAccount: 'Wpisz numer telefonu z kodem kraju (+…), adres e-mail lub ID produktu.',
  invalidCode: 'Nieprawidłowy kod weryfikacyjny.',
  codeNotRequested: 'Najpierw poproś o kod weryfikacyjny.',
  agreementRequired: 'Przeczytaj i zaakceptuj Umowę użytkownika oraz Politykę prywatności.',
  invalidBirthDate: 'Wybierz prawidłową datę urodzenia.',
  invalidCountry: 'Wybierz kraj lub region.',
} satisfies LocaleShape<typeof en>;
