import type { privacy as en } from '#i18n/locales/en/privacy.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const privacy = {
  exportTitle: '下载您的数据',
  exportText:
    '您账号所保存的全部内容的副本：个人资料、登录标识、已同意的协议、设备、活动、通行密钥以及您授权的应用。每天最多下载 5 次。',
  exportJson: '数据文件（JSON）',
  exportJsonDetail: '机器可读，便于将数据转移到其他服务',
  exportHtml: '可阅读的页面（HTML）',
  exportHtmlDetail: '使用您的语言，可在任何浏览器中打开',
  download: '下载',
  downloadLabel: '下载：{{format}}',
  exportDone: '您的数据已下载。',
  proofTitle: '确认是您本人',
  proofText: '请输入密码，或身份验证器应用中的验证码。',
  proofLabel: '密码或身份验证器验证码',
  proofMissing: '请输入密码或验证码。',
  proofPasskey: '改用通行密钥',
  confirm: '确认',
  cancel: '取消',
  deleteTitle: '注销账号',
  deleteText:
    '您的账号将立即停用：所有设备上的登录都会退出，您登录过的应用将失去访问权限，任何人都无法再登录该账号。',
  deleteGrace:
    '宽限期结束后账号将被永久清除。在此之前，您可以通过我们发送到您联系地址的通知中的链接保留账号。',
  deleteStart: '注销账号…',
  confirmLabel: '请输入 {{account}} 以确认',
  confirmMissing: '请完全按照显示内容输入 {{account}}。',
  deleteSubmit: '注销我的账号',
  deletedTitle: '账号已注销',
  deletedText: '您的账号已注销，您已退出登录。',
  deletedWhen: '账号将于 {{date}} 被永久清除。如需保留，请在此之前打开我们发送给您的通知中的链接。',
  cancelTitle: '保留您的账号',
  cancelQuestion: '要取消注销您的账号吗？账号将恢复可用，您可以重新登录。',
  cancelSubmit: '保留我的账号',
  cancelDone: '注销已取消。您的账号已恢复可用：请登录后使用。',
  cancelInvalid: '此链接已无法使用：它已被使用或已过期。已永久清除的账号无法恢复。',
  toLogin: '前往登录',
} satisfies LocaleShape<typeof en>;
