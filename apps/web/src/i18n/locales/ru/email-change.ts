import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Изменение эл. почты',
  emailLabel: 'Новый адрес эл. почты',
  currentPasswordLabel: 'Текущий пароль',
  currentPasswordHint: 'Чтобы защитить учётную запись, подтвердите изменение паролем.',
  submit: 'Сохранить',
} satisfies LocaleShape<typeof en>;
