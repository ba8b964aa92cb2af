import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Изменение эл. почты',
  emailLabel: 'Новый адрес эл. почты',
  submit: 'Сохранить',
} satisfies LocaleShape<typeof en>;
