import { durationOf, formatDuration, type CodePurpose } from '@account-centre/contract';
import { messageLanguageOf, messageTextsFor } from '#messaging/message-language.ts';
import type { Period } from '#messaging/texts/case-forms.ts';
import type { CodeTextInput } from '#messaging/texts/message-texts.ts';

export interface CodeMessageInput {
  purpose: CodePurpose;
  code: string;
  /** The request's language tag; English when absent or without its own text. */
  language: string | undefined;
  brandName: string;
  ttlSeconds: number;
}

/** Subject and plain text of a verification-code e-mail. */
export function renderCodeEmail(input: CodeMessageInput): { subject: string; text: string } {
  const t = messageTextsFor(input.language).codeEmail;
  return {
    subject: t.subject(input.brandName),
    text: t.body(codeTextInput(input, t.action[input.purpose])),
  };
}

/** The values a code template fills in; the lifetime in the message language, by Intl. */
export function codeTextInput(input: CodeMessageInput, action: string): CodeTextInput {
  const lifetime = durationOf(input.ttlSeconds);
  const language = messageLanguageOf(input.language);
  return {
    brand: input.brandName,
    action,
    code: input.code,
    lifetime,
    validity: formatDuration(lifetime, language),
    // Plain spaces in SMS: Intl's no-break spaces are outside GSM-7 and would halve the segment.
    validityShort: formatDuration(lifetime, language, 'short').replace(/[\u00a0\u202f]/g, ' '),
  };
}

export interface EmailChangedNoticeInput {
  /** The new address, masked: the notice goes to the old mailbox, which may not be the user's any more. */
  newEmailMasked: string;
  /** The one-time link that restores the old address and ends every session. */
  undoUrl: string;
  undoTtlSeconds: number;
  language: string | undefined;
  brandName: string;
}

/** Subject and plain text of the notice sent to the old address after an e-mail change. */
export function renderEmailChangedNotice(input: EmailChangedNoticeInput): {
  subject: string;
  text: string;
  /** The placeholders of an operator's template (decision 065). */
  values: Record<string, string>;
} {
  const t = messageTextsFor(input.language).emailChangedNotice;
  const values = {
    brand: input.brandName,
    newEmail: input.newEmailMasked,
    undoUrl: input.undoUrl,
    validity: longLifetime(input.undoTtlSeconds, messageLanguageOf(input.language)),
  };
  return {
    subject: t.subject(input.brandName),
    text: t.body({ ...values, period: longPeriod(input.undoTtlSeconds) }),
    values,
  };
}

const DAY_SECONDS = 24 * 60 * 60;

/** A lifetime of whole days in days; a shorter or odd one as codes state it. */
function longPeriod(seconds: number): Period {
  if (seconds < DAY_SECONDS || seconds % DAY_SECONDS !== 0) return durationOf(seconds);
  return { value: seconds / DAY_SECONDS, unit: 'day' };
}

/** The same in the language's words and plural forms ("7 days", "7 Tage"), by Intl. */
function longLifetime(seconds: number, language: string): string {
  const { value, unit } = longPeriod(seconds);
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(
    value,
  );
}

/** Subject and plain text of the notice after a password reset or change (ASVS 6.3.7). */
export function renderPasswordChangedNotice(input: {
  resetUrl: string;
  language: string | undefined;
  brandName: string;
}): { subject: string; text: string; sms: string; values: Record<string, string> } {
  const t = messageTextsFor(input.language).passwordChangedNotice;
  const values = { brand: input.brandName, resetUrl: input.resetUrl };
  return {
    subject: t.subject(input.brandName),
    text: t.body(values),
    sms: t.sms(values),
    values,
  };
}
