import { z } from 'zod';
import { envelopeSchema } from '#envelope.ts';

/** The answer of every code-sending call. */
export const sendCodeResultSchema = z.object({
  /** Seconds until another code may be requested for this destination and purpose. */
  cooldownSeconds: z.number().int().nonnegative(),
  /** Seconds the code stays valid. */
  expiresInSeconds: z.number().int().positive(),
});
export type SendCodeResult = z.infer<typeof sendCodeResultSchema>;
export const sendCodeResponseSchema = envelopeSchema(sendCodeResultSchema);
