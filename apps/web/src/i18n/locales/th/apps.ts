import type { apps as en } from '#i18n/locales/en/apps.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const apps = {
  consentTitle: 'อนุญาตให้ {{name}} ลงชื่อเข้าใช้ให้คุณหรือไม่',
  consentIntro: '{{name}} ขอใช้บัญชีของคุณเพื่อลงชื่อเข้าใช้ โดยจะได้รับ:',
  scopeAccountId: 'รหัสบัญชีของคุณ',
  scopeEmail: 'ที่อยู่อีเมลของคุณ',
  scopePhone: 'หมายเลขโทรศัพท์ของคุณ',
  scopeOfflineAccess: 'การเข้าถึงขณะที่คุณไม่อยู่ (คงการลงชื่อเข้าใช้)',
  consentRevokeHint: 'คุณสามารถยกเลิกการเข้าถึงนี้ได้ทุกเมื่อในหน้าบัญชีของคุณ',
  consentAllow: 'อนุญาต',
  consentDeny: 'ปฏิเสธ',
  appsTitle: 'แอปที่ลงชื่อเข้าใช้ให้คุณได้',
  appsEmpty: 'ไม่มีแอปที่ลงชื่อเข้าใช้ด้วยบัญชีนี้ได้',
  appsGranted: 'อนุญาตเมื่อ {{date}}',
  appsRevoke: 'ยกเลิกการเข้าถึง',
  appsRevokeNamed: 'ยกเลิกการเข้าถึงของ {{name}}',
  appsRevoked: '{{name}} ไม่สามารถลงชื่อเข้าใช้ให้คุณได้อีกต่อไป',
} satisfies LocaleShape<typeof en>;
