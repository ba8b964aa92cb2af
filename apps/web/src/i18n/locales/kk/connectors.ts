import type { connectors as en } from '#i18n/locales/en/connectors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectors = {
  continueWith: '{{name}} арқылы жалғастыру',
  or: 'немесе',
  errorDenied: 'Басқа провайдерде кіру тоқтатылды. Ештеңе өзгертілмеді.',
  registerTitle: 'Тіркелгіңізді жасаңыз',
  registerIntro:
    'Сіз {{name}} арқылы {{email}} ретінде кіресіз. Тіркелгі жасау үшін тағы бірнеше дерек қажет.',
  country: 'Ел немесе аймақ',
  birthDate: 'Туған күні',
  createAccount: 'Тіркелгі жасау',
  linkTitle: 'Сізде тіркелгі бар',
  linkIntro:
    '{{email}} тіркелгісі бар. {{name}} байланыстыру үшін оның құпиясөзін немесе оған жіберілген кодты енгізіңіз не оның кіру кілтін пайдаланыңыз.',
  password: 'Құпиясөз',
  linkAndSignIn: 'Байланыстыру және кіру',
  linkWithPasskey: 'Кіру кілтін пайдалану',
  signingIn: 'Кіру орындалуда…',
  methodsTitle: 'Кіру тәсілдері',
  methodsNone: 'Басқа кіру тәсілдері байланыстырылмаған.',
  linkMethod: '{{name}} байланыстыру',
  unlink: 'Ажырату',
  linkedDone: '{{name}} енді тіркелгіңізге байланыстырылды.',
  unlinkedDone: 'Кіру тәсілі ажыратылды.',
  proofLabel: 'Құпиясөз немесе аутентификатор коды',
  nameWechat: 'WeChat',
} satisfies LocaleShape<typeof en>;
