import type { apps as en } from '#i18n/locales/en/apps.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const apps = {
  consentTitle: '允許 {{name}} 為你登入嗎？',
  consentIntro: '{{name}} 要求使用你的帳戶為你登入。它將取得：',
  scopeAccountId: '你的帳戶 ID',
  scopeEmail: '你的電郵地址',
  scopePhone: '你的手機號碼',
  scopeOfflineAccess: '在你離開時保持存取（保持登入）',
  consentRevokeHint: '你可以隨時在帳戶頁面取消此授權。',
  consentAllow: '允許',
  consentDeny: '拒絕',
  appsTitle: '可以為你登入的應用程式',
  appsEmpty: '沒有應用程式可以使用此帳戶為你登入。',
  appsGranted: '授權於 {{date}}',
  appsRevoke: '取消授權',
  appsRevokeNamed: '取消 {{name}} 的授權',
  appsRevoked: '{{name}} 已無法再為你登入。',
} satisfies LocaleShape<typeof en>;
