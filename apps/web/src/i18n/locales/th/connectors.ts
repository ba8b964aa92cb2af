import type { connectors as en } from '#i18n/locales/en/connectors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectors = {
  continueWith: 'ดำเนินการต่อด้วย {{name}}',
  or: 'หรือ',
  errorDenied: 'การลงชื่อเข้าใช้ถูกยกเลิกที่ผู้ให้บริการอื่น ไม่มีการเปลี่ยนแปลงใด ๆ',
  registerTitle: 'สร้างบัญชีของคุณ',
  registerIntro: 'คุณกำลังลงชื่อเข้าใช้ด้วย {{name}} ในชื่อ {{email}} ต้องการข้อมูลเพิ่มเติมเล็กน้อยเพื่อสร้างบัญชี',
  country: 'ประเทศหรือภูมิภาค',
  birthDate: 'วันเกิด',
  createAccount: 'สร้างบัญชี',
  linkTitle: 'คุณมีบัญชีอยู่แล้ว',
  linkIntro:
    'มีบัญชีที่ใช้ {{email}} อยู่แล้ว หากต้องการเชื่อมโยง {{name}} ให้ป้อนรหัสผ่านของบัญชีนั้นหรือรหัสที่ส่งไปยังบัญชีนั้น หรือใช้พาสคีย์ของบัญชี',
  password: 'รหัสผ่าน',
  linkAndSignIn: 'เชื่อมโยงและลงชื่อเข้าใช้',
  linkWithPasskey: 'ใช้พาสคีย์',
  signingIn: 'กำลังลงชื่อเข้าใช้…',
  methodsTitle: 'วิธีลงชื่อเข้าใช้',
  methodsNone: 'ยังไม่มีวิธีลงชื่อเข้าใช้อื่นที่เชื่อมโยง',
  linkMethod: 'เชื่อมโยง {{name}}',
  unlink: 'ยกเลิกการเชื่อมโยง',
  linkedDone: '{{name}} เชื่อมโยงกับบัญชีของคุณแล้ว',
  unlinkedDone: 'ยกเลิกการเชื่อมโยงวิธีลงชื่อเข้าใช้แล้ว',
  proofLabel: 'รหัสผ่านหรือรหัสจากแอปยืนยันตัวตน',
  nameWechat: 'WeChat',
} satisfies LocaleShape<typeof en>;
