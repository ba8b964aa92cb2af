import type { validation as en } from '#i18n/locales/en/validation.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const validation = {
  passwordRule:
    'Kata laluan mestilah 8 hingga 16 aksara panjangnya dan boleh mengandungi huruf, digit dan/atau aksara khas.',
  passwordMismatch: 'Kata laluan tidak sepadan. Sila cuba lagi.',
  passwordRequired: 'Sila masukkan kata laluan anda.',
  invalidEmail: 'E-mel tidak sah',
  emailLength: 'Alamat e-mel mestilah kurang daripada 45 aksara.',
  invalidPhone: 'Sila masukkan nombor telefon yang sah',
  invalidMobileNumber: 'Nombor telefon bimbit tidak sah, sila masukkan semula',
  areaCodeRequired: 'Kod negara mesti dipilih.',
  phoneNotAvailable:
    'Log masuk dengan telefon tidak tersedia di wilayah anda. Gunakan e-mel atau ID produk anda.',
  invalidAccountNoPhone: 'Sila masukkan e-mel atau ID produk anda.',
  accountRequired: 'Sila masukkan akaun anda.',
  invalidAccount: 'Sila masukkan nombor telefon beserta kod negaranya (+…), e-mel atau ID produk.',
  invalidCode: 'Kod pengesahan salah.',
  codeNotRequested: 'Sila dapatkan kod terlebih dahulu.',
  agreementRequired: 'Sila baca dan bersetuju dengan Perjanjian Pengguna dan Dasar Privasi.',
  invalidBirthDate: 'Sila pilih tarikh lahir yang sah.',
  invalidCountry: 'Sila pilih negara atau wilayah.',
} satisfies LocaleShape<typeof en>;
