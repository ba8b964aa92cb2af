import { emailSchema } from '@account-centre/contract';
import * as z from 'zod/mini';
import { codeFieldSchema } from '#features/verification-code/components/code-field-schema.ts';

/** Change e-mail (spec §2, §5): the new address and the code sent to it. */
export function changeEmailFormSchema(codeRequested: boolean) {
  return z.object({ email: emailSchema, code: codeFieldSchema(codeRequested) });
}

export type ChangeEmailFormValues = z.input<ReturnType<typeof changeEmailFormSchema>>;
export type ChangeEmailFormOutput = z.output<ReturnType<typeof changeEmailFormSchema>>;
