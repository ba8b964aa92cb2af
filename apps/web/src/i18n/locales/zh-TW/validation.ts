import type { validation as en } from '#i18n/locales/en/validation.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const validation = {
  passwordRule: '密碼長度須為 8 至 16 個字元，可包含英文字母、數字和/或特殊字元。',
  passwordMismatch: '兩次輸入的密碼不一致，請重新輸入。',
  passwordRequired: '請輸入密碼。',
  invalidEmail: '電子郵件格式不正確',
  emailLength: '電子郵件地址長度須少於 45 個字元。',
  invalidPhone: '請輸入有效的手機號碼',
  invalidMobileNumber: '手機號碼無效，請重新輸入',
  areaCodeRequired: '請選擇國碼。',
  phoneNotAvailable: '您所在的地區不支援手機號碼登入，請使用電子郵件或產品 ID。',
  invalidAccountNoPhone: '請輸入電子郵件或產品 ID。',
  accountRequired: '請輸入帳號。',
  invalidAccount: '請輸入含國碼（+…）的手機號碼、電子郵件或產品 ID。',
  invalidCode: '驗證碼錯誤。',
  codeNotRequested: '請先取得驗證碼。',
  agreementRequired: '請閱讀並同意《使用者協議》及《隱私權政策》。',
  invalidBirthDate: '請選擇有效的出生日期。',
  invalidCountry: '請選擇國家或地區。',
} satisfies LocaleShape<typeof en>;
