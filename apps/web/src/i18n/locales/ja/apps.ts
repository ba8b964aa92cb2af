import type { apps as en } from '#i18n/locales/en/apps.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const apps = {
  consentTitle: '{{name}} によるサインインを許可しますか？',
  consentIntro:
    '{{name}} がサインインのためにアカウントの使用を求めています。次の情報が渡されます：',
  scopeAccountId: 'アカウント ID',
  scopeEmail: 'メールアドレス',
  scopePhone: '電話番号',
  scopeOfflineAccess: '不在時のアクセス（サインインを維持）',
  consentRevokeHint: 'このアクセスはアカウントページでいつでも削除できます。',
  consentAllow: '許可',
  consentDeny: '拒否',
  appsTitle: 'サインインできるアプリ',
  appsEmpty: 'このアカウントでサインインできるアプリはありません。',
  appsGranted: '{{date}} に許可',
  appsRevoke: 'アクセスを削除',
  appsRevokeNamed: '{{name}} のアクセスを削除',
  appsRevoked: '{{name}} はサインインできなくなりました。',
} satisfies LocaleShape<typeof en>;
