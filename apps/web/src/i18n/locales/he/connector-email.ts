import type { connectorEmail as en } from '#i18n/locales/en/connector-email.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const connectorEmail = {
  intro:
    '{{name}} לא מוסר לנו כתובת אימייל מאומתת. הזינו את הכתובת שלכם ואת הקוד שנשלח אליה; עוד כמה פרטים והחשבון נוצר.',
  email: 'כתובת אימייל',
  haveAccount: 'כבר יש לי חשבון',
  linkTitle: 'קישור לחשבון שלכם',
  linkIntro:
    'יש להזין את כתובת האימייל של החשבון ואת הסיסמה שלו או קוד שיישלח אליו, או להשתמש במפתח הגישה שלו, כדי לקשר אליו את {{name}}.',
  takenIntro:
    'לכתובת הזו כבר יש חשבון. יש להזין את הסיסמה שלו או קוד שיישלח אליו, או להשתמש במפתח הגישה שלו, כדי לקשר אליו את {{name}}.',
  createInstead: 'ליצור חשבון חדש במקום זאת',
} satisfies LocaleShape<typeof en>;
