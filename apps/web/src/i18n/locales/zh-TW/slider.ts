import type { slider as en } from '#i18n/locales/en/slider.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const slider = {
  label: '滑動驗證',
  hint: '將滑塊拖曳至缺口處，或直接點選缺口。使用鍵盤時：以方向鍵移至目標位置，再按 Enter 鍵。',
  valueText: '{{value}}/100，目標 {{target}}',
  loading: '正在載入驗證…',
  unavailable: '驗證載入失敗。',
  retry: '重試',
  verifying: '驗證中…',
  verified: '驗證成功',
  failed: '未對準缺口，請重新滑動。',
  lost: '無法完成驗證，請重新滑動。',
  expired: '驗證已逾時，請重新滑動。',
  used: '請再次滑動以進行下一步。',
  required: '請完成滑動驗證。',
} satisfies LocaleShape<typeof en>;
