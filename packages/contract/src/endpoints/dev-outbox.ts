import * as z from 'zod/mini';

/** GET /_dev/outbox?to=…: the messages the server would have sent, newest first (DESIGN §8). */
export const outboxMessageSchema = z.object({
  to: z.string(),
  channel: z.enum(['email', 'sms']),
  /** A code purpose (`register`, `reset`, …) or a notice's (`email-changed`). */
  purpose: z.string(),
  /** The verification code; empty for a notice, which carries none. */
  code: z.string(),
  text: z.string(),
  sentAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxResponseSchema = z.array(outboxMessageSchema);

/** DESIGN §4: every code is sent for one purpose and is valid only for it. */
export const CODE_PURPOSES = [
  'register',
  'login',
  'reset',
  'change-email',
  'double-check',
] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
