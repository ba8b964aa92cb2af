import type { auth as en } from '#i18n/locales/en/auth.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const auth = {
  title: 'เข้าสู่ระบบ',
  modeLabel: 'วิธีเข้าสู่ระบบ',
  passwordMode: 'รหัสผ่าน',
  codeMode: 'รหัสยืนยัน',
  accountLabel: 'บัญชี',
  accountPlaceholder: 'โทรศัพท์ / อีเมล / รหัสผลิตภัณฑ์',
  passwordLabel: 'รหัสผ่าน',
  countryLabel: 'ประเทศ/ภูมิภาค',
  submit: 'เข้าสู่ระบบ',
  passkeySignIn: 'ลงชื่อเข้าใช้ด้วยพาสคีย์',
  passkeyFailed: 'ไม่ได้ใช้พาสคีย์',
  forgotPassword: 'ลืมรหัสผ่าน?',
  registerLink: 'ผู้ใช้ใหม่? ลงทะเบียน',
  welcomeBack: 'ยินดีต้อนรับกลับมา',
  doubleCheckTitle: 'การยืนยันความปลอดภัย',
  doubleCheckText: 'เพื่อความปลอดภัยของคุณ ระบบจะส่งรหัสยืนยันไปที่ {{destination}}',
  doubleCheckConfirm: 'ยืนยัน',
  back: 'ย้อนกลับ',
  clientRefusedTitle: 'ไม่สามารถเข้าสู่ระบบได้',
  clientRefusedContinue: 'ไปที่การเข้าสู่ระบบตามปกติ',
} satisfies LocaleShape<typeof en>;
