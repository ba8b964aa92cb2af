import type { Period, PeriodUnit } from '#messaging/texts/case-forms.ts';
import type { MessageTexts } from '#messaging/texts/message-texts.ts';

/** Arabic duration words: one (with واحدة/واحد), two (dual, genitive), 3–10 (plural), 11 and more (singular). */
const WORDS: Record<PeriodUnit, { one: string; two: string; few: string; many: string }> = {
  second: { one: 'ثانية واحدة', two: 'ثانيتين', few: 'ثوانٍ', many: 'ثانية' },
  minute: { one: 'دقيقة واحدة', two: 'دقيقتين', few: 'دقائق', many: 'دقيقة' },
  hour: { one: 'ساعة واحدة', two: 'ساعتين', few: 'ساعات', many: 'ساعة' },
  day: { one: 'يوم واحد', two: 'يومين', few: 'أيام', many: 'يومًا' },
};

/** The lifetime with the Arabic number agreement, chosen by Intl's Arabic plural rules. */
function durationText({ value, unit }: Period): string {
  const words = WORDS[unit];
  const form = new Intl.PluralRules('ar').select(value);
  if (form === 'one') return words.one;
  if (form === 'two') return words.two;
  return `${value} ${form === 'few' ? words.few : words.many}`;
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
    body: ({ brand, action, code, lifetime }) =>
      [
        `رمز التحقق الخاص بك من ${brand} ل${action} هو ${code}.`,
        `الرمز صالح لمدة ${durationText(lifetime)}، ويمكن استخدامه مرة واحدة فقط.`,
        'إذا لم تطلب هذا الرمز، فتجاهل هذه الرسالة؛ ولا تشارك الرمز مع أي شخص أبدًا.',
      ].join('\n'),
  },
  emailChangedNotice: {
    subject: (brand) => `تم تغيير عنوان بريدك الإلكتروني في ${brand}`,
    body: ({ brand, newEmail, undoUrl, period }) =>
      [
        `تم تغيير عنوان البريد الإلكتروني لحسابك في ${brand} إلى ${newEmail}.`,
        'سيتم من الآن إرسال الرموز والرسائل المتعلقة بحسابك إلى العنوان الجديد.',
        `إذا لم تُجرِ هذا التغيير بنفسك، فافتح ${undoUrl} خلال ${durationText(period)}: يعيد الرابط هذا العنوان ويسجّل الخروج من جميع الأجهزة. ثم أعد تعيين كلمة المرور.`,
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
    body: ({ brand, action, code, lifetime }) =>
      `${brand}: رمزك ${code} ل${action}. صالح ${durationText(lifetime)}. لا تشاركه.`,
  },
  providerPages: {
    logoutTitle: 'تسجيل الخروج',
    logoutQuestion: ({ app, brand }) => `يطلب ${app} تسجيل خروجك من حسابك في ${brand}.`,
    logoutConfirm: 'سجّل خروجي',
    logoutCancel: 'البقاء مسجّلاً للدخول',
    signedOutTitle: 'تم تسجيل الخروج',
    signedOutText: (brand) => `لقد سجّلت الخروج من حسابك في ${brand}.`,
    errorTitle: 'تعذّر تسجيل الدخول',
    errorText: 'تعذّر إكمال طلب التطبيق. ارجع إلى التطبيق وحاول مرة أخرى، أو سجّل الدخول هنا.',
    errorCode: 'رمز الخطأ',
    toLogin: 'المتابعة إلى تسجيل الدخول العادي',
    signingOutTitle: 'تسجيل الخروج',
    signingOutText: (brand) =>
      `لست مسجّلاً الدخول إلى حسابك في ${brand} هنا. تابع لإكمال تسجيل الخروج.`,
    continue: 'متابعة',
    languageLabel: 'اللغة',
    languageChange: 'تغيير',
    footer: ({ year, brand }) => `© ${year} ${brand}. جميع الحقوق محفوظة.`,
  },
};
