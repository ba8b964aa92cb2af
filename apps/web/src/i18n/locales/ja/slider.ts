import type { slider as en } from '#i18n/locales/en/slider.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const slider = {
  label: 'スライドして認証',
  hint: 'つまみをすき間までドラッグするか、すき間をタップしてください。キーボードの場合は、矢印キーで目標位置まで動かしてから Enter キーを押してください。',
  valueText: '{{value}}/100、目標 {{target}}',
  loading: '認証を読み込んでいます…',
  unavailable: '認証を読み込めませんでした。',
  retry: '再試行',
  verifying: '認証中…',
  verified: '認証済み',
  failed: '位置が合いませんでした。もう一度スライドしてください。',
  lost: '認証を完了できませんでした。もう一度スライドしてください。',
  expired: '認証の有効期限が切れました。もう一度スライドしてください。',
  used: '次の手順に進むには、もう一度スライドしてください。',
  required: 'スライド認証を完了してください。',
} satisfies LocaleShape<typeof en>;
