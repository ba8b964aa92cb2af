import type { password as en } from '#i18n/locales/en/password.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const password = {
  resetTitle: 'รีเซ็ตรหัสผ่าน',
  changeTitle: 'เปลี่ยนรหัสผ่าน',
  accountLabel: 'บัญชี',
  accountPlaceholder: 'โทรศัพท์ / อีเมล / รหัสผลิตภัณฑ์',
  currentPasswordLabel: 'รหัสผ่านปัจจุบัน',
  newPasswordLabel: 'รหัสผ่านใหม่',
  confirmPasswordLabel: 'ยืนยันรหัสผ่าน',
  resetSubmit: 'รีเซ็ตรหัสผ่าน',
  changeSubmit: 'บันทึก',
  resetDone: 'รีเซ็ตรหัสผ่านแล้ว ต้องการเข้าสู่ระบบเลยหรือไม่',
  loginLink: 'กลับไปหน้าเข้าสู่ระบบ',
} satisfies LocaleShape<typeof en>;
