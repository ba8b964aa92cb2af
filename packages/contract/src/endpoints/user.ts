import * as z from 'zod/mini';
import { envelopeSchema } from '#envelope.ts';

/** GET {userInfo}: the signed-in user's account summary (Home). */
export const userInfoSchema = z.object({
  productId: z.string(),
  email: z.nullable(z.string()),
  /** Masked: the dial code, the first and the last two digits, e.g. `+49 1•••••89`. */
  phoneMasked: z.nullable(z.string()),
  country: z.string(),
  birthDate: z.object({ year: z.number(), month: z.number(), day: z.number() }),
  createdAt: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
export const userInfoResponseSchema = envelopeSchema(userInfoSchema);
