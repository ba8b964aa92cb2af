import type { home as en } from '#i18n/locales/en/home.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const home = {
  brandAccount: 'חשבון {{brand}}',
  navLabel: 'חלקי החשבון',
  backToOverview: 'כל ההגדרות',
  sectionProfile: 'מידע אישי',
  sectionSecurity: 'אבטחה',
  sectionDevices: 'מכשירים',
  sectionApps: 'אפליקציות',
  sectionActivity: 'פעילות',
  sectionAgreements: 'הסכמים',
  sectionPrivacy: 'פרטיות ונתונים',
  glanceTitle: 'האבטחה במבט חטוף',
  glancePassword: 'סיסמה',
  glancePasswordChanged: 'שונתה לאחרונה ב-{{time}}',
  glancePasswordNotRecent: 'לא שונתה לאחרונה',
  glancePasskeys: 'מפתחות גישה',
  glanceNone: 'עדיין אין',
  glanceCount: 'הוגדרו: {{count}}',
  glanceAuthenticator: 'אפליקציית אימות',
  glanceOn: 'פועלת',
  glanceOff: 'כבויה',
  glanceDevices: 'מכשירים מחוברים',
  glanceDeviceCount: 'מכשירים: {{count}}',
  passwordText: 'סיסמה חזקה שאינך משתמש בה בשום מקום אחר מגינה על החשבון שלך.',
  change: 'שינוי',
  emptyPasskeys: 'עדיין אין לך מפתחות גישה. הוסף מפתח כדי להיכנס עם טביעת אצבע, פנים או נעילת מסך.',
  emptyActivity: 'אין כאן עדיין כלום. כניסות ושינויים בהגדרות האבטחה יופיעו כאן.',
  emptyApps:
    'אף אפליקציה לא יכולה להכניס אותך. כשתאפשר לאפליקציה להשתמש בחשבון שלך, היא תופיע כאן ותוכל להסיר את הגישה שלה.',
  emptyAgreements: 'עדיין אין הסכמים שחלים על החשבון שלך.',
} satisfies LocaleShape<typeof en>;
