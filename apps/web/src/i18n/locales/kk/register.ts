import type { register as en } from '#i18n/locales/en/register.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const register = {
  title: 'Тіркелу',
  modeLabel: 'Тіркелу тәсілі',
  emailMode: 'Эл. пошта',
  phoneMode: 'Телефон',
  emailLabel: 'Эл. пошта',
  phoneLabel: 'Телефон нөмірі',
  codeLabel: 'Растау коды',
  passwordLabel: 'Құпия сөз',
  confirmPasswordLabel: 'Құпия сөзді растау',
  countryLabel: 'Ел/аймақ',
  birthDateLegend: 'Туған күні',
  yearLabel: 'Жыл',
  monthLabel: 'Ай',
  dayLabel: 'Күн',
  submit: 'Тіркелу',
  loginLink: 'Аккаунтыңыз бар ма? Кіріңіз',
  logInNow: 'Қазір кіру',
  succeeded: 'Тіркелу сәтті аяқталды',
} satisfies LocaleShape<typeof en>;
