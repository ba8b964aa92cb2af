import type { common as en } from '#i18n/locales/en/common.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const common = {
  appName: '账号中心',
  languageLabel: '语言',
  footer: '© {{year}} {{brand}} 版权所有。',
  loading: '加载中',
  skipToContent: '跳到主要内容',
  select: '请选择',
  networkError: '网络异常，请检查网络连接后重试。',
  timeout: '请求超时，请重试。',
  notFoundTitle: '页面不存在',
  notFoundText: '您要访问的页面不存在。',
  notFoundLoginLink: '前往登录',
  codeLabel: '验证码',
  getCode: '获取验证码',
  resendIn: '{{seconds}} 秒后重新获取',
  codeSent: '验证码已发送',
  confirm: '确认',
  cancel: '取消',
  changed: '修改成功',
  backToAccount: '返回我的账号',
} satisfies LocaleShape<typeof en>;
