import {
  emailMessages,
  emailSchema,
  parseAccountName,
  passwordSchema,
} from '@account-centre/contract';
import { z } from 'zod';
import { codeFieldSchema } from '#features/verification-code/components/code-field-schema.ts';
import type { LocaleResources } from '#i18n/locales/en/index.ts';
import { withPasswordConfirmation } from '#lib/password-confirmation.ts';

const accountMessages = {
  required: 'accountRequired',
  invalid: 'invalidAccount',
} as const satisfies Record<string, keyof LocaleResources['validation']>;

/**
 * The account whose password is reset (spec §2): e-mail, phone in international form or product
 * ID (contract `parseAccountName`). A value with `@` must pass the e-mail rule with its texts.
 * The output is the account's canonical form.
 */
export const accountFieldSchema = z
  .string()
  .trim()
  .min(1, { message: accountMessages.required })
  .superRefine((value, ctx) => {
    if (value.includes('@')) {
      const email = emailSchema.safeParse(value);
      if (!email.success) {
        ctx.addIssue({
          code: 'custom',
          message: email.error.issues[0]?.message ?? emailMessages.invalid,
        });
      }
    } else if (!parseAccountName(value)) {
      ctx.addIssue({ code: 'custom', message: accountMessages.invalid });
    }
  })
  .transform((value) => parseAccountName(value)?.value ?? value);

export function resetPasswordFormSchema(codeRequested: boolean) {
  return withPasswordConfirmation(
    z.object({
      account: accountFieldSchema,
      code: codeFieldSchema(codeRequested),
      password: passwordSchema,
      confirmPassword: z.string(),
      /**
       * The slider's ticket, checked when a code is requested (ResetPasswordForm); the reset
       * itself needs none: its code was sent after a passed check.
       */
      sliderTicket: z.string(),
    }),
  );
}

export type ResetPasswordFormValues = z.input<ReturnType<typeof resetPasswordFormSchema>>;
export type ResetPasswordFormOutput = z.output<ReturnType<typeof resetPasswordFormSchema>>;
