import type { validation as en } from '#i18n/locales/en/validation.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const validation = {
  passwordRule:
    'Пароль має містити від 8 до 16 символів; можна використовувати літери, цифри та/або спеціальні символи.',
  passwordMismatch: 'Паролі не збігаються. Спробуйте ще раз.',
  passwordRequired: 'Введіть пароль.',
  invalidEmail: 'Неправильна адреса ел. пошти',
  emailLength: 'Адреса ел. пошти має бути коротшою за 45 символів.',
  invalidPhone: 'Введіть правильний номер телефону',
  invalidMobileNumber: 'Недійсний номер мобільного телефону, введіть його ще раз',
  areaCodeRequired: 'Виберіть код країни.',
  phoneNotAvailable:
    'Вхід за номером телефону недоступний у вашому регіоні. Використовуйте ел. пошту або ID продукту.',
  invalidAccountNoPhone: 'Введіть адресу ел. пошти або ID продукту.',
  accountRequired: 'Введіть дані облікового запису.',
  invalidAccount: 'Введіть номер телефону з кодом країни (+…), адресу ел. пошти або ID продукту.',
  invalidCode: 'Неправильний код підтвердження.',
  codeNotRequested: 'Спочатку отримайте код підтвердження.',
  agreementRequired: 'Прочитайте та прийміть Угоду користувача й Політику конфіденційності.',
  invalidBirthDate: 'Виберіть правильну дату народження.',
  invalidCountry: 'Виберіть країну або регіон.',
} satisfies LocaleShape<typeof en>;
