import type { apps as en } from '#i18n/locales/en/apps.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const apps = {
  consentTitle: '允許 {{name}} 為您登入嗎？',
  consentIntro: '{{name}} 要求使用您的帳號為您登入。它將取得：',
  scopeAccountId: '您的帳號 ID',
  scopeEmail: '您的電子郵件地址',
  scopePhone: '您的手機號碼',
  scopeOfflineAccess: '在您離開時保持存取（保持登入）',
  consentRevokeHint: '您可以隨時在帳號頁面取消此授權。',
  consentAllow: '允許',
  consentDeny: '拒絕',
  appsTitle: '可以為您登入的應用程式',
  appsEmpty: '沒有應用程式可以使用此帳號為您登入。',
  appsGranted: '授權於 {{date}}',
  appsRevoke: '取消授權',
  appsRevokeNamed: '取消 {{name}} 的授權',
  appsRevoked: '{{name}} 已無法再為您登入。',
} satisfies LocaleShape<typeof en>;
