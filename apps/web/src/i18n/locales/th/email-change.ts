import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'เปลี่ยนอีเมล',
  emailLabel: 'อีเมลใหม่',
  currentPasswordLabel: 'รหัสผ่านปัจจุบัน',
  currentPasswordHint: 'เพื่อปกป้องบัญชีของคุณ โปรดยืนยันการเปลี่ยนแปลงด้วยรหัสผ่าน',
  submit: 'บันทึก',
  undoTitle: 'ยกเลิกการเปลี่ยนอีเมล',
  undoQuestion: 'กู้คืนที่อยู่อีเมลนี้ให้บัญชีของคุณหรือไม่ ทุกอุปกรณ์จะถูกออกจากระบบ',
  undoSubmit: 'ยกเลิกการเปลี่ยนแปลง',
  undoDone: 'กู้คืนที่อยู่อีเมลของคุณแล้ว และทุกอุปกรณ์ออกจากระบบแล้ว โปรดเข้าสู่ระบบ แล้วรีเซ็ตรหัสผ่านหากมีผู้อื่นรู้รหัสผ่านนั้น',
  undoToLogin: 'ไปที่หน้าเข้าสู่ระบบ',
} satisfies LocaleShape<typeof en>;
