import * as z from 'zod/mini';
import { envelopeSchema } from '#envelope.ts';

/** The answer of every code-sending call. */
export const sendCodeResultSchema = z.object({
  /** Seconds until another code may be requested for this destination and purpose. */
  cooldownSeconds: z.int().check(z.nonnegative()),
  /** Seconds the code stays valid. */
  expiresInSeconds: z.int().check(z.positive()),
});
export type SendCodeResult = z.infer<typeof sendCodeResultSchema>;
export const sendCodeResponseSchema = envelopeSchema(sendCodeResultSchema);
