import type { connectors as en } from '#i18n/locales/en/connectors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectors = {
  continueWith: 'Teruskan dengan {{name}}',
  or: 'atau',
  errorDenied: 'Log masuk dibatalkan di pembekal lain. Tiada apa-apa yang diubah.',
  registerTitle: 'Cipta akaun anda',
  registerIntro:
    'Anda log masuk dengan {{name}} sebagai {{email}}. Beberapa butiran diperlukan untuk mencipta akaun anda.',
  country: 'Negara atau wilayah',
  birthDate: 'Tarikh lahir',
  createAccount: 'Cipta akaun',
  linkTitle: 'Anda sudah mempunyai akaun',
  linkIntro:
    'Akaun dengan {{email}} sudah wujud. Untuk memautkan {{name}} kepadanya, masukkan kata laluannya atau kod yang dihantar kepadanya, atau gunakan kunci laluannya.',
  password: 'Kata laluan',
  linkAndSignIn: 'Paut dan log masuk',
  linkWithPasskey: 'Guna kunci laluan',
  signingIn: 'Melog masuk anda…',
  methodsTitle: 'Kaedah log masuk',
  methodsNone: 'Tiada kaedah log masuk lain dipautkan.',
  linkMethod: 'Paut {{name}}',
  unlink: 'Nyahpaut',
  linkedDone: '{{name}} kini dipautkan kepada akaun anda.',
  unlinkedDone: 'Kaedah log masuk telah dinyahpautkan.',
  proofLabel: 'Kata laluan atau kod pengesah',
  nameWechat: 'WeChat',
} satisfies LocaleShape<typeof en>;
