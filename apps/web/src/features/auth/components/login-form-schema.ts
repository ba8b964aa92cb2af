import { countryCodeSchema, emailSchema } from '@account-centre/contract';
import { z } from 'zod';
import { sliderTicketSchema } from '#features/slider/components/slider-ticket-schema.ts';
import { codeFieldSchema } from '#features/verification-code/components/code-field-schema.ts';

/** The two sign-in modes of spec §2. */
export type LoginMode = 'password' | 'code';

/**
 * The account is an e-mail address or a product ID for now (phone login comes with the
 * region rules). An account that looks like an e-mail must pass the e-mail rule.
 */
export const loginAccountSchema = z
  .string()
  .trim()
  .min(1, { message: 'accountRequired' })
  .superRefine((value, ctx) => {
    if (!value.includes('@')) return;
    const result = emailSchema.safeParse(value);
    if (!result.success) {
      ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'invalidEmail' });
    }
  });

/**
 * One form for both modes, so the account and country survive a switch: the field of the other
 * mode is not checked.
 */
export function loginFormSchema(mode: LoginMode, codeRequested: boolean) {
  return z.object({
    account: loginAccountSchema,
    country: countryCodeSchema,
    password: mode === 'password' ? z.string().min(1, { message: 'passwordRequired' }) : z.string(),
    code: mode === 'code' ? codeFieldSchema(codeRequested) : z.string(),
    /** Spec §2: a slide-to-verify check for the sign-in (and, in code mode, for "Get code"). */
    sliderTicket: sliderTicketSchema(),
  });
}

export type LoginFormValues = z.input<ReturnType<typeof loginFormSchema>>;
export type LoginFormOutput = z.output<ReturnType<typeof loginFormSchema>>;

/** What the first step keeps when the screen comes back to it from the double check. */
export interface LoginDraft {
  mode: LoginMode;
  account: string;
  country: string;
}
