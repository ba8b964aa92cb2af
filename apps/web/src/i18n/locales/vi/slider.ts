import type { slider as en } from '#i18n/locales/en/slider.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const slider = {
  label: 'Trượt để xác minh',
  hint: 'Kéo nút trượt vào chỗ trống, hoặc chạm vào chỗ trống. Với bàn phím: dùng các phím mũi tên để đến vị trí đích, rồi nhấn Enter.',
  valueText: '{{value}} trên 100, đích {{target}}',
  loading: 'Đang tải bước kiểm tra…',
  unavailable: 'Không thể tải bước kiểm tra.',
  retry: 'Thử lại',
  verifying: 'Đang xác minh…',
  verified: 'Đã xác minh',
  failed: 'Chưa khớp. Vui lòng trượt lại.',
  lost: 'Không thể hoàn tất bước kiểm tra. Vui lòng trượt lại.',
  expired: 'Phiên xác minh đã hết hạn. Vui lòng trượt lại.',
  used: 'Vui lòng trượt lại để sang bước tiếp theo.',
  required: 'Vui lòng hoàn tất xác minh bằng thanh trượt.',
} satisfies LocaleShape<typeof en>;
