import type { password as en } from '#i18n/locales/en/password.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const password = {
  resetTitle: 'Құпия сөзді қалпына келтіру',
  changeTitle: 'Құпия сөзді өзгерту',
  accountLabel: 'Аккаунт',
  accountPlaceholder: 'Телефон / эл. пошта / өнім ID',
  currentPasswordLabel: 'Қазіргі құпия сөз',
  newPasswordLabel: 'Жаңа құпия сөз',
  confirmPasswordLabel: 'Құпия сөзді растау',
  resetSubmit: 'Құпия сөзді қалпына келтіру',
  changeSubmit: 'Сақтау',
  resetDone: 'Құпия сөзіңіз қалпына келтірілді. Қазір кіресіз бе?',
  loginLink: 'Кіру бетіне оралу',
} satisfies LocaleShape<typeof en>;
