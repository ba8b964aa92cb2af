import * as z from 'zod/mini';
import { envelopeSchema } from '#envelope.ts';

/** The answer of every code-sending call. */
export const sendCodeResultSchema = z.object({
  /** Seconds until another code may be requested for this destination and purpose. */
  cooldownSeconds: z.int().check(z.nonnegative()),
  /** Seconds the code stays valid. */
  expiresInSeconds: z.int().check(z.positive()),
  /**
   * Present only when the mail server or SMS provider has not accepted the message yet (it failed
   * or was slow): the code is valid and the server keeps retrying its delivery (decision 044).
   */
  delivery: z.optional(z.literal('queued')),
});
export type SendCodeResult = z.infer<typeof sendCodeResultSchema>;
export const sendCodeResponseSchema = envelopeSchema(sendCodeResultSchema);
