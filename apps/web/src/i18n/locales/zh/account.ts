import type { account as en } from '#i18n/locales/en/account.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const account = {
  title: '我的账号',
  email: '邮箱',
  productId: '产品 ID',
  country: '国家/地区',
  phone: '手机号',
  notSet: '未设置',
  changePasswordLink: '修改密码',
  changeEmailLink: '修改邮箱',
  logoutLink: '退出登录',
} satisfies LocaleShape<typeof en>;
