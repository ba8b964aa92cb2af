import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'เปลี่ยนอีเมล',
  emailLabel: 'อีเมลใหม่',
  currentPasswordLabel: 'รหัสผ่านปัจจุบัน',
  currentPasswordHint: 'เพื่อปกป้องบัญชีของคุณ โปรดยืนยันการเปลี่ยนแปลงด้วยรหัสผ่าน',
  submit: 'บันทึก',
} satisfies LocaleShape<typeof en>;
