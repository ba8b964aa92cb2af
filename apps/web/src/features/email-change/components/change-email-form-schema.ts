import { emailSchema } from '@account-centre/contract';
import * as z from 'zod/mini';
import { codeFieldSchema } from '#fields/verification-code/components/code-field-schema.ts';
import type { LocaleResources } from '#i18n/locale-loaders.ts';

const currentPasswordRequired = 'passwordRequired' satisfies keyof LocaleResources['validation'];

/**
 * Change e-mail (spec §2, §5): the new address, the code sent to it and the current password
 * (re-authentication, decision 026).
 */
export function changeEmailFormSchema(codeRequested: boolean) {
  return z.object({
    email: emailSchema,
    code: codeFieldSchema(codeRequested),
    currentPassword: z.string().check(z.minLength(1, { message: currentPasswordRequired })),
  });
}

export type ChangeEmailFormValues = z.input<ReturnType<typeof changeEmailFormSchema>>;
export type ChangeEmailFormOutput = z.output<ReturnType<typeof changeEmailFormSchema>>;
