import type { privacy as en } from '#i18n/locales/en/privacy.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const privacy = {
  exportTitle: 'Pobierz swoje dane',
  exportText:
    'Kopia wszystkiego, co zawiera Twoje konto: profil, identyfikatory logowania, zaakceptowane umowy, urządzenia, aktywność, klucze dostępu i aplikacje, którym dałeś dostęp. Do 5 pobrań dziennie.',
  exportJson: 'Plik danych (JSON)',
  exportJsonDetail: 'Czytelny maszynowo, aby przenieść dane do innej usługi',
  exportHtml: 'Strona do czytania (HTML)',
  exportHtmlDetail: 'W Twoim języku, otwiera się w każdej przeglądarce',
  download: 'Pobierz',
  downloadLabel: 'Pobierz: {{format}}',
  exportDone: 'Twoje dane zostały pobrane.',
  proofTitle: 'Potwierdź, że to Ty',
  proofText: 'Wpisz hasło lub kod z aplikacji uwierzytelniającej.',
  proofLabel: 'Hasło lub kod uwierzytelniający',
  proofMissing: 'Wpisz hasło lub kod.',
  proofPasskey: 'Użyj klucza dostępu',
  confirm: 'Potwierdź',
  cancel: 'Anuluj',
  deleteTitle: 'Usuń konto',
  deleteText:
    'Twoje konto zostanie od razu dezaktywowane: zostaniesz wylogowany na wszystkich urządzeniach, aplikacje, w których się logowałeś, stracą dostęp i nikt nie będzie mógł się na nie zalogować.',
  deleteGrace:
    'Po okresie karencji zostanie trwale usunięte. Do tego czasu link w powiadomieniu, które wyślemy na Twój adres kontaktowy, pozwala zachować konto.',
  deleteStart: 'Usuń konto…',
  confirmLabel: 'Aby potwierdzić, wpisz {{account}}',
  confirmMissing: 'Wpisz {{account}} dokładnie tak, jak pokazano.',
  deleteSubmit: 'Usuń moje konto',
  deletedTitle: 'Konto usunięte',
  deletedText: 'Twoje konto zostało usunięte, a Ty zostałeś wylogowany.',
  deletedWhen:
    'Zostanie trwale usunięte {{date}}. Aby je zachować, otwórz wcześniej link w powiadomieniu, które Ci wysłaliśmy.',
  cancelTitle: 'Zachowaj konto',
  cancelQuestion:
    'Anulować usunięcie konta? Stanie się znowu aktywne i będziesz mógł się zalogować.',
  cancelSubmit: 'Zachowaj moje konto',
  cancelDone:
    'Usunięcie zostało anulowane. Twoje konto jest znowu aktywne: zaloguj się, aby z niego korzystać.',
  cancelInvalid:
    'Tego linku nie można już użyć: został już użyty lub wygasł. Trwale usuniętego konta nie można przywrócić.',
  toLogin: 'Przejdź do logowania',
} satisfies LocaleShape<typeof en>;
