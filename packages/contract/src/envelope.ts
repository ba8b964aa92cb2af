import * as z from 'zod/mini';

/** The success envelope of every non-token answer: `{ code: 0, msg, data }`. */
export function envelopeSchema<T extends z.core.$ZodType>(data: T) {
  return z.object({ code: z.literal(0), msg: z.string(), data });
}
export type Envelope<T> = { code: 0; msg: string; data: T };
