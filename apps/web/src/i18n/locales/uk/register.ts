import type { register as en } from '#i18n/locales/en/register.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const register = {
  title: 'Реєстрація',
  modeLabel: 'Спосіб реєстрації',
  emailMode: 'Ел. пошта',
  phoneMode: 'Телефон',
  emailLabel: 'Ел. пошта',
  phoneLabel: 'Номер телефону',
  codeLabel: 'Код підтвердження',
  passwordLabel: 'Пароль',
  confirmPasswordLabel: 'Підтвердьте пароль',
  countryLabel: 'Країна/регіон',
  birthDateLegend: 'Дата народження',
  yearLabel: 'Рік',
  monthLabel: 'Місяць',
  dayLabel: 'День',
  submit: 'Зареєструватися',
  loginLink: 'Уже маєте обліковий запис? Увійдіть',
  logInNow: 'Увійти зараз',
  succeeded: 'Реєстрацію завершено',
} satisfies LocaleShape<typeof en>;
