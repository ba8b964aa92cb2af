import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Эл. поштаны өзгерту',
  emailLabel: 'Жаңа эл. пошта',
  currentPasswordLabel: 'Қазіргі құпия сөз',
  currentPasswordHint: 'Тіркелгіңізді қорғау үшін өзгерісті құпия сөзіңізбен растаңыз.',
  submit: 'Сақтау',
  undoTitle: 'Эл. пошта өзгерісін болдырмау',
  undoQuestion:
    'Бұл эл. пошта мекенжайын аккаунтыңызға қайтару керек пе? Барлық құрылғылардан шығу орындалады.',
  undoSubmit: 'Өзгерісті болдырмау',
  undoDone:
    'Эл. пошта мекенжайыңыз қалпына келтірілді, барлық құрылғылардан шығу орындалды. Кіріңіз де, құпия сөзді басқа біреу білсе, оны қалпына келтіріңіз.',
  undoToLogin: 'Кіру бетіне өту',
} satisfies LocaleShape<typeof en>;
