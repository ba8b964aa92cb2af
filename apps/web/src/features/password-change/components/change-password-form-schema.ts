import { passwordSchema, type ErrorName } from '@account-centre/contract';
import * as z from 'zod/mini';
import type { LocaleResources } from '#i18n/locale-loaders.ts';
import { withPasswordConfirmation } from '#lib/form/password-confirmation.ts';

const currentPasswordRequired = 'passwordRequired' satisfies keyof LocaleResources['validation'];
/** The server's 30918 text (errors namespace), shown before the server is asked. */
const sameAsCurrent = `errors:${'newPasswordSameAsOld' satisfies ErrorName}`;

const passwordChange = z.object({ currentPassword: z.string(), password: passwordSchema });

/** Change password (spec §2, §5): the current one, a new one that follows the rule and differs. */
export const changePasswordFormSchema = withPasswordConfirmation(
  z.object({
    currentPassword: z.string().check(z.minLength(1, { message: currentPasswordRequired })),
    password: passwordSchema,
    confirmPassword: z.string(),
  }),
).check(
  z.refine((value) => value.password !== value.currentPassword, {
    message: sameAsCurrent,
    path: ['password'],
    when: (payload) => passwordChange.safeParse(payload.value).success,
  }),
);

export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;
export type ChangePasswordFormOutput = z.output<typeof changePasswordFormSchema>;
