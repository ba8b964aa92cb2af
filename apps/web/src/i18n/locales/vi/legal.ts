import { viDocumentNames } from '@account-centre/contract';
import type { legal as en } from '#i18n/locales/en/legal.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const legal = {
  ...viDocumentNames,
  agreement: 'Tôi đã đọc và đồng ý với Thỏa thuận người dùng và Chính sách quyền riêng tư',
  readDocuments: 'Đọc tài liệu',
  productServiceNotice:
    'Việc sử dụng thiết bị và các dịch vụ kết nối của chúng tôi tuân theo <link></link>.',
  close: 'Đóng',
  loadingDocument: 'Đang tải tài liệu…',
  loadFailed: 'Không thể tải tài liệu.',
  retry: 'Thử lại',
  documentMeta: 'Phiên bản {{version}}, có hiệu lực từ {{date}}',
  shownInLanguage: 'Tài liệu này chưa có bằng ngôn ngữ của bạn. Ngôn ngữ hiển thị: {{language}}.',
  updatedTitle: 'Chúng tôi đã cập nhật điều khoản',
  updatedIntro:
    'Để tiếp tục sử dụng tài khoản, vui lòng đọc và chấp nhận phiên bản hiện hành của các tài liệu sau:',
  updatedVersion: 'phiên bản {{version}}',
  accept: 'Chấp nhận',
  declineAndLogOut: 'Đăng xuất',
  declineHint: 'Nếu bạn không chấp nhận, bạn sẽ bị đăng xuất.',
  accepted: 'Cảm ơn bạn. Chúng tôi đã ghi nhận sự chấp nhận của bạn.',
  documentsTitle: 'Các thỏa thuận của bạn',
  documentAccepted: 'Đã chấp nhận',
  documentNotAccepted: 'Chưa chấp nhận',
} satisfies LocaleShape<typeof en>;
