import { thDocumentNames } from '@account-centre/contract';
import type { legal as en } from '#i18n/locales/en/legal.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const legal = {
  ...thDocumentNames,
  agreement: 'ฉันได้อ่านและยอมรับข้อตกลงผู้ใช้และนโยบายความเป็นส่วนตัวแล้ว',
  readDocuments: 'อ่านเอกสาร',
  productServiceNotice: 'การใช้อุปกรณ์และบริการที่เชื่อมต่อของเราเป็นไปตาม<link></link>',
  close: 'ปิด',
  loadingDocument: 'กำลังโหลดเอกสาร…',
  loadFailed: 'โหลดเอกสารไม่สำเร็จ',
  retry: 'ลองอีกครั้ง',
  documentMeta: 'เวอร์ชัน {{version}} มีผลตั้งแต่ {{date}}',
  shownInLanguage: 'เอกสารนี้ไม่มีในภาษาของคุณ จึงแสดงเป็นภาษา {{language}}',
  updatedTitle: 'เราได้อัปเดตข้อกำหนดแล้ว',
  updatedIntro: 'หากต้องการใช้บัญชีต่อ กรุณาอ่านและยอมรับเอกสารต่อไปนี้ฉบับปัจจุบัน:',
  updatedVersion: 'เวอร์ชัน {{version}}',
  accept: 'ยอมรับ',
  declineAndLogOut: 'ออกจากระบบ',
  declineHint: 'หากคุณไม่ยอมรับ ระบบจะนำคุณออกจากระบบ',
  accepted: 'ขอบคุณ เราได้บันทึกการยอมรับของคุณแล้ว',
  documentsTitle: 'ข้อตกลงของคุณ',
  documentAccepted: 'ยอมรับแล้ว',
  documentNotAccepted: 'ยังไม่ได้ยอมรับ',
} satisfies LocaleShape<typeof en>;
