import type { validation as en } from '#i18n/locales/en/validation.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const validation = {
  passwordRule:
    'Пароль должен содержать от 8 до 16 символов; можно использовать буквы, цифры и/или специальные символы.',
  passwordMismatch: 'Пароли не совпадают. Попробуйте ещё раз.',
  passwordRequired: 'Введите пароль.',
  invalidEmail: 'Некорректный адрес эл. почты',
  emailLength: 'Адрес эл. почты должен быть короче 45 символов.',
  invalidPhone: 'Введите корректный номер телефона',
  invalidMobileNumber: 'Неверный номер мобильного телефона, введите его ещё раз',
  areaCodeRequired: 'Выберите код страны.',
  phoneNotAvailable:
    'Вход по номеру телефона недоступен в вашем регионе. Используйте эл. почту или ID продукта.',
  invalidAccountNoPhone: 'Введите адрес эл. почты или ID продукта.',
  accountRequired: 'Введите данные аккаунта.',
  invalidAccount: 'Введите номер телефона с кодом страны (+…), адрес эл. почты или ID продукта.',
  invalidCode: 'Неверный код подтверждения.',
  codeNotRequested: 'Сначала получите код подтверждения.',
  agreementRequired:
    'Прочитайте и примите Пользовательское соглашение и Политику конфиденциальности.',
  invalidBirthDate: 'Выберите корректную дату рождения.',
  invalidCountry: 'Выберите страну или регион.',
} satisfies LocaleShape<typeof en>;
