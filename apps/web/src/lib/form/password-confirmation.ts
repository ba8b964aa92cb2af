import { passwordMessages } from '@account-centre/contract';
import * as z from 'zod/mini';

type PasswordPair = { password: string; confirmPassword: string };

const passwordPair = z.object({ password: z.string(), confirmPassword: z.string() });

/**
 * Adds the confirmation rule of spec §5 to a form schema with `password` and
 * `confirmPassword`: "Passwords do NOT match" on the confirmation, checked even while other
 * fields of the form are still invalid.
 */
export function withPasswordConfirmation<T extends z.ZodMiniType<PasswordPair, PasswordPair>>(
  schema: T,
): T {
  return schema.check(
    z.refine((value) => value.password === value.confirmPassword, {
      message: passwordMessages.mismatch,
      path: ['confirmPassword'],
      when: (payload) => passwordPair.safeParse(payload.value).success,
    }),
  );
}
