import type { validation as en } from '#i18n/locales/en/validation.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const validation = {
  passwordRule: 'รหัสผ่านต้องมีความยาว 8–16 อักขระ และประกอบด้วยตัวอักษร ตัวเลข และ/หรืออักขระพิเศษได้',
  passwordMismatch: 'รหัสผ่านไม่ตรงกัน กรุณาลองอีกครั้ง',
  passwordRequired: 'กรุณากรอกรหัสผ่าน',
  invalidEmail: 'อีเมลไม่ถูกต้อง',
  emailLength: 'ที่อยู่อีเมลต้องมีความยาวน้อยกว่า 45 อักขระ',
  invalidPhone: 'กรุณากรอกหมายเลขโทรศัพท์ที่ถูกต้อง',
  invalidMobileNumber: 'หมายเลขโทรศัพท์มือถือไม่ถูกต้อง โปรดป้อนอีกครั้ง',
  areaCodeRequired: 'กรุณาเลือกรหัสประเทศ',
  phoneNotAvailable: 'ภูมิภาคของคุณไม่รองรับการเข้าสู่ระบบด้วยโทรศัพท์ กรุณาใช้อีเมลหรือรหัสผลิตภัณฑ์',
  invalidAccountNoPhone: 'กรุณากรอกอีเมลหรือรหัสผลิตภัณฑ์',
  accountRequired: 'กรุณากรอกบัญชีของคุณ',
  invalidAccount: 'กรุณากรอกหมายเลขโทรศัพท์พร้อมรหัสประเทศ (+…) อีเมล หรือรหัสผลิตภัณฑ์',
  invalidCode: 'รหัสยืนยันไม่ถูกต้อง',
  codeNotRequested: 'กรุณาขอรหัสยืนยันก่อน',
  agreementRequired: 'กรุณาอ่านและยอมรับข้อตกลงผู้ใช้และนโยบายความเป็นส่วนตัว',
  invalidBirthDate: 'กรุณาเลือกวันเกิดที่ถูกต้อง',
  invalidCountry: 'กรุณาเลือกประเทศหรือภูมิภาค',
} satisfies LocaleShape<typeof en>;
