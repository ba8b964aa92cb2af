import type { home as en } from '#i18n/locales/en/home.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const home = {
  brandAccount: '{{brand}} 帳號',
  navLabel: '帳號區塊',
  backToOverview: '所有設定',
  sectionProfile: '個人資料',
  sectionSecurity: '安全性',
  sectionDevices: '裝置',
  sectionApps: '應用程式',
  sectionActivity: '活動',
  sectionAgreements: '協議',
  sectionPrivacy: '隱私權與資料',
  glanceTitle: '安全性一覽',
  glancePassword: '密碼',
  glancePasswordChanged: '上次變更於 {{time}}',
  glancePasswordNotRecent: '近期未變更',
  glancePasskeys: '密碼金鑰',
  glanceNone: '尚無',
  glanceCount: '已設定：{{count}}',
  glanceAuthenticator: '驗證器應用程式',
  glanceOn: '已開啟',
  glanceOff: '已關閉',
  glanceDevices: '已登入的裝置',
  glanceDeviceCount: '裝置：{{count}}',
  passwordText: '使用一組不在其他地方使用的高強度密碼，可以保護你的帳號。',
  change: '變更',
  emptyPasskeys: '你還沒有密碼金鑰。新增一組，即可使用指紋、臉孔或螢幕鎖定登入。',
  emptyActivity: '目前沒有紀錄。登入以及安全性設定的變更會列在這裡。',
  emptyApps:
    '沒有應用程式可以讓你登入。當你允許某個應用程式使用你的帳號後，它會顯示在這裡，你也可以移除它的存取權。',
  emptyAgreements: '目前沒有適用於你帳號的協議。',
} satisfies LocaleShape<typeof en>;
