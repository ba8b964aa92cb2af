import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Зміна ел. пошти',
  emailLabel: 'Нова адреса ел. пошти',
  currentPasswordLabel: 'Поточний пароль',
  currentPasswordHint: 'Щоб захистити обліковий запис, підтвердьте зміну паролем.',
  submit: 'Зберегти',
} satisfies LocaleShape<typeof en>;
