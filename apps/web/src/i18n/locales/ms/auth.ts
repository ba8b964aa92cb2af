import type { auth as en } from '#i18n/locales/en/auth.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const auth = {
  title: 'Log masuk',
  modeLabel: 'Kaedah log masuk',
  passwordMode: 'Kata laluan',
  codeMode: 'Kod pengesahan',
  accountLabel: 'Akaun',
  accountPlaceholder: 'Telefon / e-mel / ID produk',
  passwordLabel: 'Kata laluan',
  countryLabel: 'Negara/Wilayah',
  submit: 'Log masuk',
  passkeySignIn: 'Log masuk dengan kunci laluan',
  passkeyFailed: 'Tiada kunci laluan digunakan.',
  forgotPassword: 'Lupa kata laluan?',
  registerLink: 'Pengguna baharu? Daftar',
  welcomeBack: 'Selamat kembali',
  doubleCheckTitle: 'Pengesahan keselamatan',
  doubleCheckText: 'Demi keselamatan anda, kod pengesahan akan dihantar ke {{destination}}.',
  doubleCheckConfirm: 'Sahkan',
  back: 'Kembali',
  clientRefusedTitle: 'Tidak dapat log masuk',
  clientRefusedContinue: 'Teruskan ke log masuk biasa',
} satisfies LocaleShape<typeof en>;
