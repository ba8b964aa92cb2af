import { plDocumentNames } from '@account-centre/contract';
import type { legal as en } from '#i18n/locales/en/legal.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const legal = {
  ...plDocumentNames,
  agreement: 'Przeczytałem(-am) i akceptuję Umowę użytkownika oraz Politykę prywatności',
  readDocuments: 'Przeczytaj dokumenty',
  productServiceNotice:
    'Korzystanie z naszych urządzeń i połączonych usług podlega dokumentowi „<link></link>”.',
  close: 'Zamknij',
  loadingDocument: 'Ładowanie dokumentu…',
  loadFailed: 'Nie udało się załadować dokumentu.',
  retry: 'Spróbuj ponownie',
  documentMeta: 'Wersja {{version}}, obowiązuje od {{date}}',
  shownInLanguage:
    'Ten dokument nie jest dostępny w Twoim języku. Wyświetlamy go w języku: {{language}}.',
  updatedTitle: 'Zaktualizowaliśmy nasze warunki',
  updatedIntro:
    'Aby dalej korzystać z konta, przeczytaj i zaakceptuj aktualne wersje tych dokumentów:',
  updatedVersion: 'wersja {{version}}',
  accept: 'Akceptuję',
  declineAndLogOut: 'Wyloguj się',
  declineHint: 'Jeśli ich nie zaakceptujesz, nastąpi wylogowanie.',
  accepted: 'Dziękujemy. Twoja akceptacja została zapisana.',
  documentsTitle: 'Twoje umowy',
  documentAccepted: 'Zaakceptowano',
  documentNotAccepted: 'Jeszcze niezaakceptowano',
} satisfies LocaleShape<typeof en>;
