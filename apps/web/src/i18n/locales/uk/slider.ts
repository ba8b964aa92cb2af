import type { slider as en } from '#i18n/locales/en/slider.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const slider = {
  label: 'Пересуньте повзунок для перевірки',
  hint: 'Перетягніть повзунок у проріз або торкніться прорізу. З клавіатури: клавішами зі стрілками до цілі, потім Enter.',
  valueText: '{{value}} зі 100, ціль {{target}}',
  loading: 'Завантаження перевірки…',
  unavailable: 'Не вдалося завантажити перевірку.',
  retry: 'Повторити',
  verifying: 'Перевірка…',
  verified: 'Перевірку пройдено',
  failed: 'Не збіглося. Пересуньте повзунок ще раз.',
  lost: 'Не вдалося завершити перевірку. Пересуньте повзунок ще раз.',
  expired: 'Час перевірки минув. Пересуньте повзунок ще раз.',
  used: 'Для наступного кроку пересуньте повзунок ще раз.',
  required: 'Пройдіть перевірку з повзунком.',
} satisfies LocaleShape<typeof en>;
