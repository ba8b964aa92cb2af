import type { validation as en } from '#i18n/locales/en/validation.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const validation = {
  passwordRule: 'パスワードは8～16文字で、英字、数字、記号を使用できます。',
  passwordMismatch: 'パスワードが一致しません。もう一度入力してください。',
  passwordRequired: 'パスワードを入力してください。',
  invalidEmail: 'メールアドレスが正しくありません',
  emailLength: 'メールアドレスは45文字未満で入力してください。',
  invalidPhone: '有効な電話番号を入力してください',
  invalidMobileNumber: '携帯電話番号が無効です。もう一度入力してください',
  areaCodeRequired: '国番号を選択してください。',
  phoneNotAvailable:
    'お住まいの地域では電話番号でログインできません。メールアドレスまたは製品IDをご利用ください。',
  invalidAccountNoPhone: 'メールアドレスまたは製品IDを入力してください。',
  accountRequired: 'アカウントを入力してください。',
  invalidAccount: '国番号（+…）付きの電話番号、メールアドレス、または製品IDを入力してください。',
  invalidCode: '認証コードが正しくありません。',
  codeNotRequested: '先に認証コードを取得してください。',
  agreementRequired: '利用規約とプライバシーポリシーをお読みのうえ、同意してください。',
  invalidBirthDate: '有効な生年月日を選択してください。',
  invalidCountry: '国・地域を選択してください。',
} satisfies LocaleShape<typeof en>;
