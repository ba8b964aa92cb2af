import type { home as en } from '#i18n/locales/en/home.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const home = {
  brandAccount: 'บัญชี {{brand}}',
  navLabel: 'ส่วนต่างๆ ของบัญชี',
  backToOverview: 'การตั้งค่าทั้งหมด',
  sectionProfile: 'ข้อมูลส่วนตัว',
  sectionSecurity: 'ความปลอดภัย',
  sectionDevices: 'อุปกรณ์',
  sectionApps: 'แอป',
  sectionActivity: 'กิจกรรม',
  sectionAgreements: 'ข้อตกลง',
  sectionPrivacy: 'ความเป็นส่วนตัวและข้อมูล',
  glanceTitle: 'ภาพรวมความปลอดภัย',
  glancePassword: 'รหัสผ่าน',
  glancePasswordChanged: 'เปลี่ยนล่าสุดเมื่อ {{time}}',
  glancePasswordNotRecent: 'ไม่ได้เปลี่ยนเมื่อเร็วๆ นี้',
  glancePasskeys: 'พาสคีย์',
  glanceNone: 'ยังไม่มี',
  glanceCount: 'ตั้งค่าแล้ว: {{count}}',
  glanceAuthenticator: 'แอปยืนยันตัวตน',
  glanceOn: 'เปิด',
  glanceOff: 'ปิด',
  glanceDevices: 'อุปกรณ์ที่ลงชื่อเข้าใช้',
  glanceDeviceCount: 'อุปกรณ์: {{count}}',
  passwordText: 'รหัสผ่านที่รัดกุมซึ่งคุณไม่ได้ใช้ที่อื่นจะช่วยปกป้องบัญชีของคุณ',
  change: 'เปลี่ยน',
  emptyPasskeys: 'คุณยังไม่มีพาสคีย์ เพิ่มพาสคีย์เพื่อลงชื่อเข้าใช้ด้วยลายนิ้วมือ ใบหน้า หรือการล็อกหน้าจอ',
  emptyActivity: 'ยังไม่มีรายการ การลงชื่อเข้าใช้และการเปลี่ยนแปลงการตั้งค่าความปลอดภัยจะแสดงที่นี่',
  emptyApps:
    'ไม่มีแอปที่ลงชื่อเข้าใช้แทนคุณได้ เมื่อคุณอนุญาตให้แอปใช้บัญชีของคุณ แอปนั้นจะแสดงที่นี่และคุณสามารถยกเลิกสิทธิ์การเข้าถึงได้',
  emptyAgreements: 'ยังไม่มีข้อตกลงที่ใช้กับบัญชีของคุณ',
} satisfies LocaleShape<typeof en>;
