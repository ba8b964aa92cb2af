import type { register as en } from '#i18n/locales/en/register.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const register = {
  title: 'Регистрация',
  modeLabel: 'Способ регистрации',
  emailMode: 'Эл. почта',
  phoneMode: 'Телефон',
  emailLabel: 'Эл. почта',
  phoneLabel: 'Номер телефона',
  codeLabel: 'Код подтверждения',
  passwordLabel: 'Пароль',
  confirmPasswordLabel: 'Подтвердите пароль',
  countryLabel: 'Страна/регион',
  birthDateLegend: 'Дата рождения',
  yearLabel: 'Год',
  monthLabel: 'Месяц',
  dayLabel: 'День',
  submit: 'Зарегистрироваться',
  loginLink: 'Уже есть аккаунт? Войти',
  logInNow: 'Войти сейчас',
  succeeded: 'Регистрация прошла успешно',
} satisfies LocaleShape<typeof en>;
