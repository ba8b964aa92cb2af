import { DELETION_NOTICE_TEXTS } from '#messaging/deletion-notice-texts.ts';
import { messageLanguageOf } from '#messaging/message-language.ts';

/** Subject, text and SMS of the deletion notice in the account's language. */
export function renderDeletionNotice(input: {
  language: string;
  brandName: string;
  cancelUrl: string;
  eraseAfter: Date;
}): {
  subject: string;
  text: string;
  sms: string;
  language: string;
  values: Record<string, string>;
} {
  const language = messageLanguageOf(input.language);
  const t = DELETION_NOTICE_TEXTS[language];
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    input.eraseAfter,
  );
  const values = { brand: input.brandName, date, cancelUrl: input.cancelUrl };
  return {
    subject: t.subject(input.brandName),
    text: t.body(values),
    sms: t.sms(values),
    language,
    values,
  };
}
