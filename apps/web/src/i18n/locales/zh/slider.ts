import type { slider as en } from '#i18n/locales/en/slider.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

/** 滑动验证。 */
export const slider = {
  label: '滑动验证',
  hint: '将滑块拖入缺口，或直接点按缺口。使用键盘：用方向键移到目标位置，然后按回车。',
  valueText: '{{value}}/100，目标 {{target}}',
  loading: '正在加载验证…',
  unavailable: '验证加载失败。',
  retry: '重试',
  verifying: '正在验证…',
  verified: '验证通过',
  failed: '未对准，请重新滑动。',
  lost: '验证未能完成，请重新滑动。',
  expired: '验证已过期，请重新滑动。',
  used: '请再次滑动以完成下一步。',
  required: '请完成滑动验证。',
} satisfies LocaleShape<typeof en>;
