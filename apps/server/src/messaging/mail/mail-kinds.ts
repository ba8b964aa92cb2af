import { CODE_PURPOSES, type CodePurpose } from '@account-centre/contract';
import { NOTICE_PURPOSES, type NoticePurpose } from '#messaging/message.ts';

/**
 * Every kind of e-mail the server sends (decision 065): a verification code per purpose, and each
 * notice. The name of an operator's template file (`<brand>/<language>/<kind>.html`).
 */
export const MAIL_KINDS = [
  ...CODE_PURPOSES.map((purpose) => `code-${purpose}` as const),
  ...NOTICE_PURPOSES,
] as const;
export type MailKind = `code-${CodePurpose}` | NoticePurpose;

/** The kind of a message by its purpose: `code-<purpose>` for a code, the notice's purpose else. */
export function mailKindOf(purpose: CodePurpose | NoticePurpose): MailKind {
  return (NOTICE_PURPOSES as readonly string[]).includes(purpose)
    ? (purpose as NoticePurpose)
    : `code-${purpose as CodePurpose}`;
}

/** The named values a template of each kind may use; the first ones listed must appear. */
export const MAIL_PLACEHOLDERS: Record<MailKind, { required: string[]; optional: string[] }> = {
  ...(Object.fromEntries(
    CODE_PURPOSES.map((purpose) => [
      `code-${purpose}`,
      { required: ['code'], optional: ['brand', 'action', 'validity'] },
    ]),
  ) as Record<`code-${CodePurpose}`, { required: string[]; optional: string[] }>),
  'email-changed': { required: ['undoUrl'], optional: ['brand', 'newEmail', 'validity'] },
  'password-changed': { required: ['resetUrl'], optional: ['brand'] },
  'account-deletion': { required: ['cancelUrl'], optional: ['brand', 'date'] },
};

/** Sample values of every placeholder, for the console's preview. */
export const SAMPLE_VALUES: Record<string, string> = {
  code: '482913',
  action: '',
  validity: '',
  newEmail: 'n***@example.com',
  undoUrl: 'https://accounts.example/undoEmailChange?token=sample',
  resetUrl: 'https://accounts.example/reset',
  cancelUrl: 'https://accounts.example/cancelDeletion?token=sample',
  date: '',
};
