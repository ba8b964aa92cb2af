import type { register as en } from '#i18n/locales/en/register.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const register = {
  title: 'Daftar',
  modeLabel: 'Kaedah pendaftaran',
  emailMode: 'E-mel',
  phoneMode: 'Telefon',
  emailLabel: 'E-mel',
  phoneLabel: 'Nombor telefon',
  codeLabel: 'Kod pengesahan',
  passwordLabel: 'Kata laluan',
  confirmPasswordLabel: 'Sahkan kata laluan',
  countryLabel: 'Negara/Wilayah',
  birthDateLegend: 'Tarikh lahir',
  yearLabel: 'Tahun',
  monthLabel: 'Bulan',
  dayLabel: 'Hari',
  submit: 'Daftar',
  loginLink: 'Sudah ada akaun? Log masuk',
  logInNow: 'Log masuk sekarang',
  succeeded: 'Pendaftaran berjaya',
} satisfies LocaleShape<typeof en>;
