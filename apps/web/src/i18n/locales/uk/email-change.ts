import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Зміна ел. пошти',
  emailLabel: 'Нова адреса ел. пошти',
  currentPasswordLabel: 'Поточний пароль',
  currentPasswordHint: 'Щоб захистити обліковий запис, підтвердьте зміну паролем.',
  submit: 'Зберегти',
  undoTitle: 'Скасування зміни ел. пошти',
  undoQuestion:
    'Повернути цю адресу ел. пошти вашому обліковому запису? Усі пристрої вийдуть з облікового запису.',
  undoSubmit: 'Скасувати зміну',
  undoDone:
    'Адресу ел. пошти відновлено, усі пристрої вийшли з облікового запису. Увійдіть і скиньте пароль, якщо його знав хтось інший.',
  undoToLogin: 'Перейти до входу',
} satisfies LocaleShape<typeof en>;
