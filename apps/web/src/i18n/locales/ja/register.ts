import type { register as en } from '#i18n/locales/en/register.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const register = {
  title: '新規登録',
  modeLabel: '登録方法',
  emailMode: 'メールアドレス',
  phoneMode: '電話番号',
  emailLabel: 'メールアドレス',
  phoneLabel: '電話番号',
  codeLabel: '認証コード',
  passwordLabel: 'パスワード',
  confirmPasswordLabel: 'パスワード（確認）',
  countryLabel: '国・地域',
  birthDateLegend: '生年月日',
  yearLabel: '年',
  monthLabel: '月',
  dayLabel: '日',
  submit: '登録する',
  loginLink: 'アカウントをお持ちの方はログイン',
  logInNow: '今すぐログイン',
  succeeded: '登録が完了しました',
} satisfies LocaleShape<typeof en>;
