import type { slider as en } from '#i18n/locales/en/slider.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const slider = {
  label: 'เลื่อนเพื่อยืนยัน',
  hint: 'ลากแถบเลื่อนไปที่ช่องว่าง หรือแตะที่ช่องว่าง หากใช้แป้นพิมพ์ ให้กดปุ่มลูกศรไปยังตำแหน่งเป้าหมาย แล้วกด Enter',
  valueText: '{{value}} จาก 100 เป้าหมาย {{target}}',
  loading: 'กำลังโหลดการตรวจสอบ…',
  unavailable: 'โหลดการตรวจสอบไม่สำเร็จ',
  retry: 'ลองอีกครั้ง',
  verifying: 'กำลังยืนยัน…',
  verified: 'ยืนยันแล้ว',
  failed: 'ตำแหน่งไม่ตรงกัน กรุณาเลื่อนอีกครั้ง',
  lost: 'ไม่สามารถตรวจสอบให้เสร็จสิ้นได้ กรุณาเลื่อนอีกครั้ง',
  expired: 'การยืนยันหมดอายุแล้ว กรุณาเลื่อนอีกครั้ง',
  used: 'กรุณาเลื่อนอีกครั้งเพื่อไปยังขั้นตอนถัดไป',
  required: 'กรุณาเลื่อนเพื่อยืนยันให้เสร็จสิ้น',
} satisfies LocaleShape<typeof en>;
