import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    '{{name}} ไม่ได้ให้ที่อยู่อีเมลที่ยืนยันแล้ว กรอกอีเมลของคุณและรหัสที่เราส่งไปยังอีเมลนั้น แล้วกรอกข้อมูลอีกเล็กน้อยเพื่อสร้างบัญชี',
  email: 'ที่อยู่อีเมล',
  haveAccount: 'ฉันมีบัญชีอยู่แล้ว',
  linkTitle: 'เชื่อมโยงกับบัญชีของคุณ',
  linkIntro: 'กรอกอีเมลและรหัสผ่านของบัญชีเพื่อเชื่อมโยง {{name}} กับบัญชีนั้น',
  takenIntro: 'ที่อยู่นี้มีบัญชีอยู่แล้ว กรอกรหัสผ่านของบัญชีเพื่อเชื่อมโยง {{name}}',
  createInstead: 'สร้างบัญชีใหม่แทน',
} satisfies LocaleShape<typeof en>;
