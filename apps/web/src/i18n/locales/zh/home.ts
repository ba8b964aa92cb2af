import type { home as en } from '#i18n/locales/en/home.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const home = {
  brandAccount: '{{brand}} 账号',
  navLabel: '账号栏目',
  backToOverview: '全部设置',
  sectionProfile: '个人信息',
  sectionSecurity: '安全',
  sectionDevices: '设备',
  sectionApps: '应用',
  sectionActivity: '动态',
  sectionAgreements: '协议',
  sectionPrivacy: '隐私与数据',
  glanceTitle: '安全概览',
  glancePassword: '密码',
  glancePasswordChanged: '上次修改于 {{time}}',
  glancePasswordNotRecent: '近期未修改',
  glancePasskeys: '通行密钥',
  glanceNone: '暂无',
  glanceCount: '已设置：{{count}}',
  glanceAuthenticator: '身份验证器应用',
  glanceOn: '已开启',
  glanceOff: '已关闭',
  glanceDevices: '已登录的设备',
  glanceDeviceCount: '设备：{{count}}',
  passwordText: '使用一个不在其他地方使用的强密码，可以保护你的账号。',
  change: '修改',
  emptyPasskeys: '你还没有通行密钥。添加一个，即可用指纹、面容或屏幕锁登录。',
  emptyActivity: '暂无记录。登录以及安全设置的更改将显示在这里。',
  emptyApps:
    '没有应用可以让你登录。当你允许某个应用使用你的账号后，它会显示在这里，你也可以撤销其访问权限。',
  emptyAgreements: '目前没有适用于你账号的协议。',
} satisfies LocaleShape<typeof en>;
