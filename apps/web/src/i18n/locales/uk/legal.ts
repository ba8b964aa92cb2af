import { ukDocumentNames } from '@account-centre/contract';
import type { legal as en } from '#i18n/locales/en/legal.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const legal = {
  ...ukDocumentNames,
  agreement: 'Я прочитав(-ла) і приймаю Угоду користувача та Політику конфіденційності',
  readDocuments: 'Прочитати документи',
  productServiceNotice:
    'Використання наших пристроїв і підключених сервісів регулюється документом «<link></link>».',
  close: 'Закрити',
  loadingDocument: 'Завантаження документа…',
  loadFailed: 'Не вдалося завантажити документ.',
  retry: 'Повторити',
  documentMeta: 'Версія {{version}}, діє з {{date}}',
  shownInLanguage: 'Цей документ недоступний вашою мовою. Мова показаної версії: {{language}}.',
  updatedTitle: 'Ми оновили наші умови',
  updatedIntro:
    'Щоб і далі користуватися обліковим записом, прочитайте та прийміть чинні версії цих документів:',
  updatedVersion: 'версія {{version}}',
  accept: 'Прийняти',
  declineAndLogOut: 'Вийти',
  declineHint: 'Якщо ви їх не приймете, буде виконано вихід з облікового запису.',
  accepted: 'Дякуємо. Вашу згоду збережено.',
  documentsTitle: 'Ваші угоди',
  documentAccepted: 'Прийнято',
  documentNotAccepted: 'Ще не прийнято',
} satisfies LocaleShape<typeof en>;
