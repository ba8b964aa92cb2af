import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** "n minutes" with the Arabic number agreement (1, 2, 3–10, 11 and more). */
function minutesText(minutes: number): string {
  if (minutes === 1) return 'دقيقة واحدة';
  if (minutes === 2) return 'دقيقتين';
  return minutes <= 10 ? `${minutes} دقائق` : `${minutes} دقيقة`;
}

/** Arabic (Modern Standard). */
export const ar: MessageTexts = {
  codeEmail: {
    subject: (brand) => `رمز التحقق الخاص بك من ${brand}`,
    action: {
      register: 'إنشاء حسابك',
      login: 'تسجيل الدخول',
      reset: 'إعادة تعيين كلمة المرور',
      'change-email': 'تغيير عنوان بريدك الإلكتروني',
      'double-check': 'تأكيد أنك من يسجّل الدخول',
    },
    // The action follows the preposition ل, written joined to it ("لإنشاء حسابك").
    body: ({ brand, action, code, minutes }) =>
      [
        `رمز التحقق الخاص بك من ${brand} ل${action} هو ${code}.`,
        `الرمز صالح لمدة ${minutesText(minutes)}، ويمكن استخدامه مرة واحدة فقط.`,
        'إذا لم تطلب هذا الرمز، فتجاهل هذه الرسالة؛ ولا تشارك الرمز مع أي شخص أبدًا.',
      ].join('\n'),
  },
  emailChangedNotice: {
    subject: (brand) => `تم تغيير عنوان بريدك الإلكتروني في ${brand}`,
    body: ({ brand, newEmail }) =>
      [
        `تم تغيير عنوان البريد الإلكتروني لحسابك في ${brand} إلى ${newEmail}.`,
        'سيتم من الآن إرسال الرموز والرسائل المتعلقة بحسابك إلى العنوان الجديد.',
        'إذا لم تُجرِ هذا التغيير بنفسك، فأعد تعيين كلمة المرور فورًا.',
      ].join('\n'),
  },
  passwordChangedNotice: {
    subject: (brand) => `تم تغيير كلمة مرور حسابك في ${brand}`,
    body: ({ brand, resetUrl }) =>
      [
        `تم للتو تغيير كلمة مرور حسابك في ${brand}.`,
        `إذا كنت أنت من قام بذلك، فلا داعي لأي إجراء.`,
        `إذا لم تكن أنت، فأعد تعيين كلمة المرور فورًا عبر ${resetUrl}، وسيؤدي ذلك إلى تسجيل الخروج من جميع الأجهزة.`,
      ].join('\n'),
    sms: ({ brand, resetUrl }) =>
      `${brand}: تم تغيير كلمة المرور. لست أنت؟ أعد تعيينها الآن: ${resetUrl}`,
  },
  sms: {
    action: {
      register: 'إنشاء حساب',
      login: 'تسجيل الدخول',
      reset: 'تعيين كلمة مرور جديدة',
      'change-email': 'تغيير بريدك',
      'double-check': 'تأكيد تسجيل الدخول',
    },
    body: ({ brand, action, code, minutes }) =>
      `${brand}: رمزك ${code} ل${action}. صالح ${minutesText(minutes)}. لا تشاركه.`,
  },
};
