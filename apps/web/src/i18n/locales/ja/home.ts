import type { home as en } from '#i18n/locales/en/home.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const home = {
  brandAccount: '{{brand}} アカウント',
  navLabel: 'アカウントのセクション',
  backToOverview: 'すべての設定',
  sectionProfile: '個人情報',
  sectionSecurity: 'セキュリティ',
  sectionDevices: 'デバイス',
  sectionApps: 'アプリ',
  sectionActivity: 'アクティビティ',
  sectionAgreements: '規約',
  sectionPrivacy: 'プライバシーとデータ',
  glanceTitle: 'セキュリティの概要',
  glancePassword: 'パスワード',
  glancePasswordChanged: '最終変更日: {{time}}',
  glancePasswordNotRecent: '最近変更されていません',
  glancePasskeys: 'パスキー',
  glanceNone: 'まだありません',
  glanceCount: '設定済み: {{count}}',
  glanceAuthenticator: '認証アプリ',
  glanceOn: 'オン',
  glanceOff: 'オフ',
  glanceDevices: 'ログイン中のデバイス',
  glanceDeviceCount: 'デバイス: {{count}}',
  passwordText: 'ほかで使っていない強力なパスワードがアカウントを守ります。',
  change: '変更',
  emptyPasskeys:
    'パスキーはまだありません。指紋、顔、画面ロックでログインするには追加してください。',
  emptyActivity: 'まだ何もありません。ログインやセキュリティ設定の変更がここに表示されます。',
  emptyApps:
    'ログインできるアプリはありません。アプリにアカウントの使用を許可すると、ここに表示され、アクセスを取り消せます。',
  emptyAgreements: 'アカウントに適用される規約はまだありません。',
} satisfies LocaleShape<typeof en>;
