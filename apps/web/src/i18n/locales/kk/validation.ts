import type { validation as en } from '#i18n/locales/en/validation.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const validation = {
  passwordRule:
    'Құпия сөз 8–16 таңбадан тұруы керек және оның құрамында әріптер, сандар және/немесе арнайы таңбалар болуы мүмкін.',
  passwordMismatch: 'Құпия сөздер сәйкес келмейді. Қайталап көріңіз.',
  passwordRequired: 'Құпия сөзді енгізіңіз.',
  invalidEmail: 'Эл. пошта мекенжайы қате',
  emailLength: 'Эл. пошта мекенжайы 45 таңбадан қысқа болуы керек.',
  invalidPhone: 'Дұрыс телефон нөмірін енгізіңіз',
  invalidMobileNumber: 'Ұялы телефон нөмірі жарамсыз, қайта енгізіңіз',
  areaCodeRequired: 'Ел кодын таңдау керек.',
  phoneNotAvailable:
    'Сіздің аймағыңызда телефон арқылы кіру қолжетімсіз. Эл. пошта немесе өнім ID арқылы кіріңіз.',
  invalidAccountNoPhone: 'Эл. пошта мекенжайын немесе өнім ID енгізіңіз.',
  accountRequired: 'Аккаунт деректерін енгізіңіз.',
  invalidAccount:
    'Ел коды (+…) бар телефон нөмірін, эл. пошта мекенжайын немесе өнім ID енгізіңіз.',
  invalidCode: 'Растау коды қате.',
  codeNotRequested: 'Алдымен растау кодын алыңыз.',
  agreementRequired: 'Пайдаланушы келісімі мен Құпиялылық саясатын оқып, оларды қабылдаңыз.',
  invalidBirthDate: 'Дұрыс туған күнді таңдаңыз.',
  invalidCountry: 'Елді немесе аймақты таңдаңыз.',
} satisfies LocaleShape<typeof en>;
