import type { slider as en } from '#i18n/locales/en/slider.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const slider = {
  label: '滑動驗證',
  hint: '將滑塊拖到缺口位置，或直接輕按缺口。使用鍵盤：用方向鍵移到目標位置，然後按 Enter 鍵。',
  valueText: '{{value}}/100，目標 {{target}}',
  loading: '正在載入驗證…',
  unavailable: '未能載入驗證。',
  retry: '重試',
  verifying: '正在驗證…',
  verified: '驗證成功',
  failed: '位置不符，請重新滑動。',
  lost: '未能完成驗證，請重新滑動。',
  expired: '驗證已過期，請重新滑動。',
  used: '請再次滑動以繼續下一步。',
  required: '請完成滑動驗證。',
} satisfies LocaleShape<typeof en>;
