import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Эл. поштаны өзгерту',
  emailLabel: 'Жаңа эл. пошта',
  currentPasswordLabel: 'Қазіргі құпия сөз',
  currentPasswordHint: 'Тіркелгіңізді қорғау үшін өзгерісті құпия сөзіңізбен растаңыз.',
  submit: 'Сақтау',
} satisfies LocaleShape<typeof en>;
