import type { apps as en } from '#i18n/locales/en/apps.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const apps = {
  consentTitle: 'לאפשר ל-{{name}} להכניס אותך לחשבון?',
  consentIntro: '‏{{name}} מבקש להשתמש בחשבון שלך כדי להכניס אותך. הוא יקבל:',
  scopeAccountId: 'מזהה החשבון שלך',
  scopeEmail: 'כתובת הדוא״ל שלך',
  scopePhone: 'מספר הטלפון שלך',
  scopeOfflineAccess: 'גישה כשאינך נמצא (להישאר מחובר)',
  consentRevokeHint: 'אפשר להסיר גישה זו בכל עת בדף החשבון שלך.',
  consentAllow: 'אישור',
  consentDeny: 'דחייה',
  appsTitle: 'אפליקציות שיכולות להכניס אותך',
  appsEmpty: 'אין אפליקציות שיכולות להכניס אותך עם החשבון הזה.',
  appsGranted: 'אושר ב-{{date}}',
  appsRevoke: 'הסרת גישה',
  appsRevokeNamed: 'הסרת הגישה של {{name}}',
  appsRevoked: '‏{{name}} כבר לא יכול להכניס אותך.',
} satisfies LocaleShape<typeof en>;
