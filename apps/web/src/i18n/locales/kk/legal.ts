import { kkDocumentNames } from '@account-centre/contract';
import type { legal as en } from '#i18n/locales/en/legal.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const legal = {
  ...kkDocumentNames,
  agreement: 'Пайдаланушы келісімі мен Құпиялылық саясатын оқыдым және оларды қабылдаймын',
  readDocuments: 'Құжаттарды оқу',
  productServiceNotice:
    'Біздің құрылғылар мен қосылған қызметтерді пайдалану «<link></link>» құжатымен реттеледі.',
  close: 'Жабу',
  loadingDocument: 'Құжат жүктелуде…',
  loadFailed: 'Құжатты жүктеу мүмкін болмады.',
  retry: 'Қайталау',
  documentMeta: 'Нұсқа {{version}}, күшіне енген күні: {{date}}',
  shownInLanguage: 'Бұл құжат сіздің тіліңізде жоқ. Ол мына тілде көрсетілген: {{language}}.',
  updatedTitle: 'Шарттарымызды жаңарттық',
  updatedIntro:
    'Аккаунтыңызды пайдалануды жалғастыру үшін мына құжаттардың ағымдағы нұсқаларын оқып, қабылдаңыз:',
  updatedVersion: '{{version}} нұсқасы',
  accept: 'Қабылдау',
  declineAndLogOut: 'Шығу',
  declineHint: 'Оларды қабылдамасаңыз, аккаунттан шығасыз.',
  accepted: 'Рақмет. Келісіміңіз тіркелді.',
  documentsTitle: 'Сіздің келісімдеріңіз',
  documentAccepted: 'Қабылданды',
  documentNotAccepted: 'Әлі қабылданбаған',
} satisfies LocaleShape<typeof en>;
