import { heDocumentNames } from '@account-centre/contract';
import type { legal as en } from '#i18n/locales/en/legal.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const legal = {
  ...heDocumentNames,
  agreement: 'קראתי את הסכם המשתמש ואת מדיניות הפרטיות ואני מסכים/ה להם',
  readDocuments: 'לקריאת המסמכים',
  productServiceNotice: 'השימוש במכשירים ובשירותים המקושרים שלנו כפוף ל<link></link>.',
  close: 'סגירה',
  loadingDocument: 'המסמך בטעינה…',
  loadFailed: 'לא ניתן היה לטעון את המסמך.',
  retry: 'ניסיון חוזר',
  documentMeta: 'גרסה {{version}}, בתוקף החל מ-{{date}}',
  shownInLanguage: 'המסמך הזה לא זמין בשפה שלך. שפת התצוגה: {{language}}.',
  updatedTitle: 'עדכנו את התנאים שלנו',
  updatedIntro: 'כדי להמשיך להשתמש בחשבון, יש לקרוא ולאשר את הגרסאות הנוכחיות של המסמכים הבאים:',
  updatedVersion: 'גרסה {{version}}',
  accept: 'אישור',
  declineAndLogOut: 'התנתקות',
  declineHint: 'ללא אישור התנאים תתבצע התנתקות מהחשבון.',
  accepted: 'תודה. האישור שלך נרשם.',
  documentsTitle: 'ההסכמים שלך',
  documentAccepted: 'אושר',
  documentNotAccepted: 'טרם אושר',
} satisfies LocaleShape<typeof en>;
