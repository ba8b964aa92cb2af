import { CODE_PURPOSES, type Language } from '@account-centre/contract';
import { renderCodeMessage } from '#messaging/code-message.ts';
import type { EmailMessage } from '#messaging/message.ts';
import {
  renderEmailChangedNotice,
  renderPasswordChangedNotice,
} from '#messaging/mail-templates.ts';
import { SAMPLE_VALUES, type MailKind } from '#messaging/mail/mail-kinds.ts';
import { renderDeletionNotice } from '#messaging/deletion-notice-message.ts';

const TO = 'someone@example.com';
/** The lifetimes the server uses by default: codes 10 minutes, the undo link 7 days. */
const CODE_TTL_SECONDS = 600;
const UNDO_TTL_SECONDS = 7 * 24 * 60 * 60;
const ERASE_AFTER = new Date(Date.UTC(2026, 0, 15));

/**
 * Every kind of e-mail with sample values, built by the same functions as the real ones: what the
 * console's preview shows (decision 065) and what the rendering tests render.
 */
export function sampleEmails(
  brandName: string,
  language: Language,
): Record<MailKind, EmailMessage> {
  const codes = Object.fromEntries(
    CODE_PURPOSES.map((purpose) => [
      `code-${purpose}`,
      renderCodeMessage({
        channel: 'email',
        to: TO,
        purpose,
        code: SAMPLE_VALUES.code ?? '482913',
        language,
        brandName,
        ttlSeconds: CODE_TTL_SECONDS,
      }) as EmailMessage,
    ]),
  ) as Record<`code-${(typeof CODE_PURPOSES)[number]}`, EmailMessage>;
  const emailChanged = renderEmailChangedNotice({
    newEmailMasked: SAMPLE_VALUES.newEmail ?? '',
    undoUrl: SAMPLE_VALUES.undoUrl ?? '',
    undoTtlSeconds: UNDO_TTL_SECONDS,
    language,
    brandName,
  });
  const passwordChanged = renderPasswordChangedNotice({
    resetUrl: SAMPLE_VALUES.resetUrl ?? '',
    language,
    brandName,
  });
  const deletion = renderDeletionNotice({
    language,
    brandName,
    cancelUrl: SAMPLE_VALUES.cancelUrl ?? '',
    eraseAfter: ERASE_AFTER,
  });
  const notice = (purpose: EmailMessage['purpose'], rendered: typeof passwordChanged) =>
    ({
      channel: 'email',
      to: TO,
      purpose,
      subject: rendered.subject,
      text: rendered.text,
      values: rendered.values,
      language,
      brandName,
    }) as EmailMessage;
  return {
    ...codes,
    'email-changed': notice('email-changed', { ...emailChanged, sms: '' }),
    'password-changed': notice('password-changed', passwordChanged),
    'account-deletion': notice('account-deletion', deletion),
  };
}
