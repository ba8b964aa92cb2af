import type { home as en } from '#i18n/locales/en/home.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const home = {
  brandAccount: '{{brand}} 帳戶',
  navLabel: '帳戶部分',
  backToOverview: '所有設定',
  sectionProfile: '個人資料',
  sectionSecurity: '保安',
  sectionDevices: '裝置',
  sectionApps: '應用程式',
  sectionActivity: '活動',
  sectionAgreements: '協議',
  sectionPrivacy: '私隱及資料',
  glanceTitle: '保安概覽',
  glancePassword: '密碼',
  glancePasswordChanged: '上次更改於 {{time}}',
  glancePasswordNotRecent: '近期未有更改',
  glancePasskeys: '密碼匙',
  glanceNone: '暫時沒有',
  glanceCount: '已設定：{{count}}',
  glanceAuthenticator: '驗證器應用程式',
  glanceOn: '已開啟',
  glanceOff: '已關閉',
  glanceDevices: '已登入的裝置',
  glanceDeviceCount: '裝置：{{count}}',
  passwordText: '使用一個不在其他地方使用的強密碼，可以保護你的帳戶。',
  change: '更改',
  emptyPasskeys: '你還未有密碼匙。新增一個，即可用指紋、面孔或螢幕鎖登入。',
  emptyActivity: '暫時未有紀錄。登入及保安設定的更改會在這裏列出。',
  emptyApps:
    '沒有應用程式可以讓你登入。當你允許某個應用程式使用你的帳戶後，它會在這裏顯示，你亦可以移除其存取權。',
  emptyAgreements: '目前沒有適用於你帳戶的協議。',
} satisfies LocaleShape<typeof en>;
