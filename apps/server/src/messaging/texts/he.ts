import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** Hebrew. */
export const he: MessageTexts = {
  codeEmail: {
    subject: (brand) => `קוד האימות שלך ב-${brand}`,
    action: {
      register: 'ליצור את החשבון',
      login: 'להתחבר',
      reset: 'לאפס את הסיסמה',
      'change-email': 'לשנות את כתובת האימייל',
      'double-check': 'לאשר את ההתחברות שלך',
    },
    body: ({ brand, action, code, validity }) =>
      [
        `זהו קוד האימות שלך ב-${brand} כדי ${action}: ${code}`,
        `הקוד בתוקף למשך ${validity}, ואפשר להשתמש בו פעם אחת בלבד.`,
        'אם לא ביקשת את הקוד, אפשר להתעלם מההודעה הזו; אין למסור את הקוד לאף אחד.',
      ].join('\n'),
  },
  emailChangedNotice: {
    subject: (brand) => `כתובת האימייל שלך ב-${brand} שונתה`,
    body: ({ brand, newEmail, undoUrl, validity }) =>
      [
        `כתובת האימייל של חשבון ה-${brand} שלך שונתה ל-${newEmail}.`,
        'מעכשיו קודים והודעות בנוגע לחשבון יישלחו לכתובת החדשה.',
        `אם לא ביצעת את השינוי הזה, יש לפתוח את ${undoUrl} בתוך ${validity}: הקישור משחזר את הכתובת הזו ומנתק את כל המכשירים. לאחר מכן יש לאפס את הסיסמה.`,
      ].join('\n'),
  },
  passwordChangedNotice: {
    subject: (brand) => `הסיסמה שלך ב-${brand} שונתה`,
    body: ({ brand, resetUrl }) =>
      [
        `הסיסמה של חשבון ה-${brand} שלך שונתה זה עתה.`,
        `אם זה היית את/ה, אין צורך לעשות דבר.`,
        `אם זה לא היית את/ה, יש לאפס את הסיסמה מיד בכתובת ${resetUrl}: פעולה זו תנתק את כל המכשירים.`,
      ].join('\n'),
    sms: ({ brand, resetUrl }) =>
      `${brand}: הסיסמה שלך שונתה. לא את/ה? יש לאפס אותה עכשיו: ${resetUrl}`,
  },
  sms: {
    action: {
      register: 'ליצירת חשבון',
      login: 'להתחברות',
      reset: 'לאיפוס הסיסמה',
      'change-email': 'לשינוי האימייל',
      'double-check': 'לאישור ההתחברות',
    },
    body: ({ brand, action, code, validity }) =>
      `${brand}: הקוד ${code} ${action}, בתוקף ${validity}. אין למסור לאיש.`,
  },
  providerPages: {
    logoutTitle: 'התנתקות',
    logoutQuestion: ({ app, brand }) => `${app} מבקשת לנתק אותך מהחשבון שלך ב-${brand}.`,
    logoutConfirm: 'לנתק אותי',
    logoutCancel: 'להישאר מחובר',
    signedOutTitle: 'התנתקת',
    signedOutText: (brand) => `התנתקת מהחשבון שלך ב-${brand}.`,
    errorTitle: 'לא ניתן להיכנס',
    errorText:
      'לא ניתן היה להשלים את הבקשה של האפליקציה. אפשר לחזור לאפליקציה ולנסות שוב, או להיכנס כאן.',
    errorCode: 'קוד שגיאה',
    toLogin: 'המשך לכניסה הרגילה',
    signingOutTitle: 'יציאה מהחשבון',
    signingOutText: (brand) => `לא נכנסת כאן לחשבון שלך ב-${brand}. המשך כדי לסיים את היציאה.`,
    continue: 'המשך',
    languageLabel: 'שפה',
    languageChange: 'שינוי',
    footer: ({ year, brand }) => `© ${year} ${brand}. כל הזכויות שמורות.`,
  },
};
