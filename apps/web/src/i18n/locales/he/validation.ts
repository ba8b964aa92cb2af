import type { validation as en } from '#i18n/locales/en/validation.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const validation = {
  passwordRule:
    'הסיסמה צריכה להכיל 8 עד 16 תווים, והיא יכולה לכלול אותיות, ספרות ו/או תווים מיוחדים.',
  passwordMismatch: 'הסיסמאות לא תואמות. יש לנסות שוב.',
  passwordRequired: 'יש להזין סיסמה.',
  invalidEmail: 'כתובת אימייל לא תקינה',
  emailLength: 'כתובת האימייל צריכה להכיל פחות מ-45 תווים.',
  invalidPhone: 'יש להזין מספר טלפון תקין',
  invalidMobileNumber: 'מספר הנייד אינו תקין, יש להזין אותו שוב',
  areaCodeRequired: 'יש לבחור קידומת.',
  phoneNotAvailable:
    'התחברות עם מספר טלפון לא זמינה באזור שלך. אפשר להשתמש באימייל או במזהה המוצר.',
  invalidAccountNoPhone: 'יש להזין אימייל או מזהה מוצר.',
  accountRequired: 'יש להזין חשבון.',
  invalidAccount: 'יש להזין מספר טלפון עם קידומת המדינה (+…), אימייל או מזהה מוצר.',
  invalidCode: 'קוד האימות שגוי.',
  codeNotRequested: 'יש לבקש קוד קודם.',
  agreementRequired: 'יש לקרוא ולאשר את הסכם המשתמש ואת מדיניות הפרטיות.',
  invalidBirthDate: 'יש לבחור תאריך לידה תקין.',
  invalidCountry: 'יש לבחור מדינה או אזור.',
} satisfies LocaleShape<typeof en>;
