import type { validation as en } from '#i18n/locales/en/validation.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const validation = {
  passwordRule: '密碼長度須為 8 至 16 個字符，可包含英文字母、數字及／或特殊符號。',
  passwordMismatch: '兩次輸入的密碼不相符，請重新輸入。',
  passwordRequired: '請輸入密碼。',
  invalidEmail: '電郵地址格式不正確',
  emailLength: '電郵地址長度須少於 45 個字符。',
  invalidPhone: '請輸入有效的手機號碼',
  invalidMobileNumber: '手機號碼無效，請重新輸入',
  areaCodeRequired: '請選擇區號。',
  phoneNotAvailable: '你所在的地區不支援以手機號碼登入，請使用電郵地址或產品 ID。',
  invalidAccountNoPhone: '請輸入電郵地址或產品 ID。',
  accountRequired: '請輸入帳戶。',
  invalidAccount: '請輸入包括區號（+…）的手機號碼、電郵地址或產品 ID。',
  invalidCode: '驗證碼不正確。',
  codeNotRequested: '請先獲取驗證碼。',
  agreementRequired: '請細閱並同意《用戶協議》及《私隱政策》。',
  invalidBirthDate: '請選擇有效的出生日期。',
  invalidCountry: '請選擇國家或地區。',
} satisfies LocaleShape<typeof en>;
