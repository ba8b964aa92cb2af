import type { slider as en } from '#i18n/locales/en/slider.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const slider = {
  label: 'Передвиньте ползунок для проверки',
  hint: 'Перетащите ползунок в прорезь или нажмите на прорезь. С клавиатуры: клавишами со стрелками до цели, затем Enter.',
  valueText: '{{value}} из 100, цель {{target}}',
  loading: 'Загрузка проверки…',
  unavailable: 'Не удалось загрузить проверку.',
  retry: 'Повторить',
  verifying: 'Проверка…',
  verified: 'Проверка пройдена',
  failed: 'Не совпало. Передвиньте ползунок ещё раз.',
  lost: 'Не удалось завершить проверку. Передвиньте ползунок ещё раз.',
  expired: 'Время проверки истекло. Передвиньте ползунок ещё раз.',
  used: 'Для следующего шага передвиньте ползунок ещё раз.',
  required: 'Пройдите проверку с ползунком.',
} satisfies LocaleShape<typeof en>;
