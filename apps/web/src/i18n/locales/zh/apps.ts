import type { apps as en } from '#i18n/locales/en/apps.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const apps = {
  consentTitle: '允许 {{name}} 为您登录吗？',
  consentIntro: '{{name}} 请求使用您的账号为您登录。它将获得：',
  scopeAccountId: '您的账号 ID',
  scopeEmail: '您的邮箱地址',
  scopePhone: '您的手机号码',
  scopeOfflineAccess: '在您离开时保持访问（保持登录）',
  consentRevokeHint: '您可以随时在账号页面取消此授权。',
  consentAllow: '允许',
  consentDeny: '拒绝',
  appsTitle: '可以为您登录的应用',
  appsEmpty: '没有应用可以使用此账号为您登录。',
  appsGranted: '授权于 {{date}}',
  appsRevoke: '取消授权',
  appsRevokeNamed: '取消 {{name}} 的授权',
  appsRevoked: '{{name}} 已无法再为您登录。',
} satisfies LocaleShape<typeof en>;
