import type { privacy as en } from '#i18n/locales/en/privacy.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const privacy = {
  exportTitle: 'הורדת הנתונים שלכם',
  exportText:
    'עותק של כל מה שנשמר בחשבון: פרופיל, מזהי התחברות, הסכמים שאושרו, מכשירים, פעילות, מפתחות גישה והאפליקציות שאישרתם. עד 5 הורדות ביום.',
  exportJson: 'קובץ נתונים (JSON)',
  exportJsonDetail: 'קריא למכונה, להעברת הנתונים לשירות אחר',
  exportHtml: 'דף קריא (HTML)',
  exportHtmlDetail: 'בשפה שלכם, נפתח בכל דפדפן',
  download: 'הורדה',
  downloadLabel: 'הורדה: {{format}}',
  exportDone: 'הנתונים שלכם הורדו.',
  proofTitle: 'אשרו שזה אתם',
  proofText: 'הזינו את הסיסמה או קוד מאפליקציית האימות.',
  proofLabel: 'סיסמה או קוד אימות',
  proofMissing: 'הזינו את הסיסמה או את הקוד.',
  proofPasskey: 'שימוש במפתח גישה במקום',
  confirm: 'אישור',
  cancel: 'ביטול',
  deleteTitle: 'מחיקת החשבון',
  deleteText:
    'החשבון מושבת מיד: אתם מנותקים בכל המכשירים, אפליקציות שהתחברתם אליהן מאבדות גישה, ואף אחד לא יכול להתחבר אליו.',
  deleteGrace:
    'הוא נמחק לצמיתות לאחר תקופת חסד. עד אז, הקישור בהודעה שנשלח לכתובת הקשר שלכם שומר על החשבון.',
  deleteStart: 'מחיקת החשבון…',
  confirmLabel: 'לאישור, הקלידו {{account}}',
  confirmMissing: 'הקלידו {{account}} בדיוק כפי שמוצג.',
  deleteSubmit: 'מחיקת החשבון שלי',
  deletedTitle: 'החשבון נמחק',
  deletedText: 'החשבון שלכם נמחק והתנתקתם.',
  deletedWhen:
    'הוא יימחק לצמיתות ב-{{date}}. כדי לשמור עליו, פתחו לפני כן את הקישור בהודעה ששלחנו אליכם.',
  cancelTitle: 'שמירת החשבון',
  cancelQuestion: 'לבטל את מחיקת החשבון? הוא יחזור להיות פעיל ותוכלו להתחבר.',
  cancelSubmit: 'שמירת החשבון שלי',
  cancelDone: 'המחיקה בוטלה. החשבון שלכם פעיל שוב: התחברו כדי להשתמש בו.',
  cancelInvalid:
    'לא ניתן עוד להשתמש בקישור הזה: כבר נעשה בו שימוש או שתוקפו פג. לא ניתן לשחזר חשבון שנמחק לצמיתות.',
  toLogin: 'מעבר להתחברות',
} satisfies LocaleShape<typeof en>;
