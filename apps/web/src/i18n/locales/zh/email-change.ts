import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: '修改邮箱',
  emailLabel: '新邮箱',
  currentPasswordLabel: '当前密码',
  currentPasswordHint: '为保护您的账号安全，请输入密码确认此次更改。',
  submit: '保存',
  undoTitle: '撤销邮箱更换',
  undoQuestion: '要将此邮箱恢复为账号邮箱吗？所有设备都将退出登录。',
  undoSubmit: '撤销更换',
  undoDone: '邮箱已恢复，所有设备均已退出登录。请登录；如有他人知道你的密码，请重置密码。',
  undoToLogin: '前往登录',
} satisfies LocaleShape<typeof en>;
