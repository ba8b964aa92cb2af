import type { connectors as en } from '#i18n/locales/en/connectors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectors = {
  continueWith: 'המשך עם {{name}}',
  or: 'או',
  errorDenied: 'הכניסה בוטלה אצל הספק האחר. דבר לא השתנה.',
  registerTitle: 'יצירת החשבון שלך',
  registerIntro: 'את/ה נכנס/ת עם {{name}} בתור {{email}}. נדרשים עוד כמה פרטים ליצירת החשבון.',
  country: 'מדינה או אזור',
  birthDate: 'תאריך לידה',
  createAccount: 'יצירת חשבון',
  linkTitle: 'כבר יש לך חשבון',
  linkIntro:
    'כבר קיים חשבון עם {{email}}. כדי לקשר אליו את {{name}}, יש להזין את הסיסמה שלו או קוד שיישלח אליו, או להשתמש במפתח הגישה שלו.',
  password: 'סיסמה',
  linkAndSignIn: 'קישור וכניסה',
  linkWithPasskey: 'שימוש במפתח גישה',
  signingIn: 'מתבצעת כניסה…',
  methodsTitle: 'שיטות כניסה',
  methodsNone: 'אין שיטות כניסה נוספות מקושרות.',
  linkMethod: 'קישור {{name}}',
  unlink: 'ניתוק',
  linkedDone: '{{name}} מקושר עכשיו לחשבון שלך.',
  unlinkedDone: 'שיטת הכניסה נותקה.',
  proofLabel: 'סיסמה או קוד מאמת',
  nameWechat: 'WeChat',
} satisfies LocaleShape<typeof en>;
