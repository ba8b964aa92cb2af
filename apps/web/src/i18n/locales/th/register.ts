import type { register as en } from '#i18n/locales/en/register.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const register = {
  title: 'ลงทะเบียน',
  modeLabel: 'วิธีลงทะเบียน',
  emailMode: 'อีเมล',
  phoneMode: 'โทรศัพท์',
  emailLabel: 'อีเมล',
  phoneLabel: 'หมายเลขโทรศัพท์',
  codeLabel: 'รหัสยืนยัน',
  passwordLabel: 'รหัสผ่าน',
  confirmPasswordLabel: 'ยืนยันรหัสผ่าน',
  countryLabel: 'ประเทศ/ภูมิภาค',
  birthDateLegend: 'วันเกิด',
  yearLabel: 'ปี',
  monthLabel: 'เดือน',
  dayLabel: 'วัน',
  submit: 'ลงทะเบียน',
  loginLink: 'มีบัญชีอยู่แล้ว? เข้าสู่ระบบ',
  logInNow: 'เข้าสู่ระบบเลย',
  succeeded: 'ลงทะเบียนสำเร็จ',
} satisfies LocaleShape<typeof en>;
