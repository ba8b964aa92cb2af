import type { emailChange as en } from '#i18n/locales/en/email-change.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const emailChange = {
  title: 'שינוי אימייל',
  emailLabel: 'אימייל חדש',
  currentPasswordLabel: 'הסיסמה הנוכחית',
  currentPasswordHint: 'כדי להגן על החשבון שלך, יש לאשר את השינוי באמצעות הסיסמה.',
  submit: 'שמירה',
  undoTitle: 'ביטול שינוי האימייל',
  undoQuestion: 'לשחזר את כתובת האימייל הזו לחשבון? כל המכשירים ינותקו.',
  undoSubmit: 'ביטול השינוי',
  undoDone:
    'כתובת האימייל שוחזרה וכל המכשירים נותקו. יש להתחבר ולאפס את הסיסמה אם מישהו אחר ידע אותה.',
  undoToLogin: 'מעבר להתחברות',
} satisfies LocaleShape<typeof en>;
