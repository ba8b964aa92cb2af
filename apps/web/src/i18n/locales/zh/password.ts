import type { password as en } from '#i18n/locales/en/password.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const password = {
  resetTitle: '重置密码',
  changeTitle: '修改密码',
  accountLabel: '账号',
  accountPlaceholder: '手机号 / 邮箱 / 产品 ID',
  currentPasswordLabel: '当前密码',
  newPasswordLabel: '新密码',
  confirmPasswordLabel: '确认密码',
  resetSubmit: '重置密码',
  changeSubmit: '保存',
  resetDone: '您的密码已重置，是否立即登录？',
  loginLink: '返回登录',
} satisfies LocaleShape<typeof en>;
