import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'Изменение эл. почты',
  emailLabel: 'Новый адрес эл. почты',
  currentPasswordLabel: 'Текущий пароль',
  currentPasswordHint: 'Чтобы защитить учётную запись, подтвердите изменение паролем.',
  submit: 'Сохранить',
  undoTitle: 'Отмена смены эл. почты',
  undoQuestion: 'Вернуть этот адрес эл. почты вашему аккаунту? Все устройства выйдут из аккаунта.',
  undoSubmit: 'Отменить изменение',
  undoDone:
    'Адрес эл. почты восстановлен, все устройства вышли из аккаунта. Войдите и сбросьте пароль, если его знал кто-то другой.',
  undoToLogin: 'Перейти ко входу',
} satisfies LocaleShape<typeof en>;
