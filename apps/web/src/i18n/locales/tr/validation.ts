import type { validation as en } from '#i18n/locales/en/validation.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const validation = {
  passwordRule:
    'Şifre 8 ila 16 karakter uzunluğunda olmalıdır; harf, rakam ve/veya özel karakter içerebilir.',
  passwordMismatch: 'Şifreler eşleşmiyor. Lütfen tekrar deneyin.',
  passwordRequired: 'Lütfen şifrenizi girin.',
  invalidEmail: 'Geçersiz e-posta adresi',
  emailLength: 'E-posta adresi 45 karakterden kısa olmalıdır.',
  invalidPhone: 'Lütfen geçerli bir telefon numarası girin',
  invalidMobileNumber: 'Geçersiz cep telefonu numarası, lütfen yeniden girin',
  areaCodeRequired: 'Bir ülke kodu seçilmelidir.',
  phoneNotAvailable:
    'Bölgenizde telefonla giriş kullanılamıyor. E-posta adresinizi veya ürün kimliğinizi kullanın.',
  invalidAccountNoPhone: 'Lütfen e-posta adresinizi veya ürün kimliğinizi girin.',
  accountRequired: 'Lütfen hesap bilgilerinizi girin.',
  invalidAccount:
    'Lütfen ülke koduyla (+…) birlikte bir telefon numarası, e-posta adresi veya ürün kimliği girin.',
  invalidCode: 'Doğrulama kodu yanlış.',
  codeNotRequested: 'Lütfen önce doğrulama kodu alın.',
  agreementRequired: "Lütfen Kullanıcı Sözleşmesi'ni ve Gizlilik Politikası'nı okuyup kabul edin.",
  invalidBirthDate: 'Lütfen geçerli bir doğum tarihi seçin.',
  invalidCountry: 'Lütfen bir ülke veya bölge seçin.',
} satisfies LocaleShape<typeof en>;
