import { passwordSchema } from '@account-centre/contract';
import * as z from 'zod/mini';
import {
  accountFieldsShape,
  withAccountCheck,
} from '#fields/account-name/components/account-check.ts';
import { codeFieldSchema } from '#fields/verification-code/components/code-field-schema.ts';
import { withPasswordConfirmation } from '#lib/form/password-confirmation.ts';

/**
 * Reset password (spec §2): the account (phone where phone login applies in `country`, e-mail or
 * product ID, `withAccountCheck`), a code sent to it and the new password twice.
 */
export function resetPasswordFormSchema(codeRequested: boolean, country: string) {
  return withAccountCheck(
    withPasswordConfirmation(
      z.object({
        ...accountFieldsShape,
        code: codeFieldSchema(codeRequested),
        password: passwordSchema,
        confirmPassword: z.string(),
        /**
         * The slider's ticket, checked when a code is requested (ResetPasswordForm); the reset
         * itself needs none: its code was sent after a passed check.
         */
        sliderTicket: z.string(),
      }),
    ),
    () => country,
  );
}

export type ResetPasswordFormValues = z.input<ReturnType<typeof resetPasswordFormSchema>>;
export type ResetPasswordFormOutput = z.output<ReturnType<typeof resetPasswordFormSchema>>;
