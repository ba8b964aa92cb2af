import { ruDocumentNames } from '@account-centre/contract';
import type { legal as en } from '#i18n/locales/en/legal.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const legal = {
  ...ruDocumentNames,
  agreement: 'Я прочитал(а) и принимаю Пользовательское соглашение и Политику конфиденциальности',
  readDocuments: 'Прочитать документы',
  productServiceNotice:
    'Использование наших устройств и подключённых сервисов регулируется документом «<link></link>».',
  close: 'Закрыть',
  loadingDocument: 'Загрузка документа…',
  loadFailed: 'Не удалось загрузить документ.',
  retry: 'Повторить',
  documentMeta: 'Версия {{version}}, действует с {{date}}',
  shownInLanguage: 'Этот документ недоступен на вашем языке. Язык показанной версии: {{language}}.',
  updatedTitle: 'Мы обновили наши условия',
  updatedIntro:
    'Чтобы продолжить пользоваться аккаунтом, прочитайте и примите актуальные версии этих документов:',
  updatedVersion: 'версия {{version}}',
  accept: 'Принять',
  declineAndLogOut: 'Выйти',
  declineHint: 'Если вы их не примете, будет выполнен выход из аккаунта.',
  accepted: 'Спасибо. Ваше согласие сохранено.',
  documentsTitle: 'Ваши соглашения',
  documentAccepted: 'Принято',
  documentNotAccepted: 'Ещё не принято',
} satisfies LocaleShape<typeof en>;
