import type { auth as en } from '#i18n/locales/en/auth.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const auth = {
  title: 'Кіру',
  modeLabel: 'Кіру тәсілі',
  passwordMode: 'Құпия сөз',
  codeMode: 'Растау коды',
  accountLabel: 'Аккаунт',
  accountPlaceholder: 'Телефон / эл. пошта / өнім ID',
  passwordLabel: 'Құпия сөз',
  countryLabel: 'Ел/аймақ',
  submit: 'Кіру',
  passkeySignIn: 'Кіру кілтімен кіру',
  passkeyFailed: 'Кіру кілті пайдаланылмады.',
  forgotPassword: 'Құпия сөзді ұмыттыңыз ба?',
  registerLink: 'Жаңа пайдаланушысыз ба? Тіркеліңіз',
  welcomeBack: 'Қайта оралуыңызбен',
  doubleCheckTitle: 'Қауіпсіздік тексеруі',
  doubleCheckText: 'Қауіпсіздігіңіз үшін растау коды мына жерге жіберіледі: {{destination}}.',
  doubleCheckConfirm: 'Растау',
  back: 'Артқа',
  clientRefusedTitle: 'Кіру мүмкін емес',
  clientRefusedContinue: 'Қалыпты кіруге өту',
} satisfies LocaleShape<typeof en>;
