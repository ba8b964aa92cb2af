import {
  birthDateMessages,
  birthDateSchema,
  countryCodeSchema,
  emailRegisterRequestSchema,
  emailSchema,
  passwordSchema,
  type BirthDate,
} from '@account-centre/contract';
import { z } from 'zod';
import { sliderTicketSchema } from '#features/slider/components/slider-ticket-schema.ts';
import { codeFieldSchema } from '#features/verification-code/components/code-field-schema.ts';
import { withPasswordConfirmation } from '#lib/password-confirmation.ts';

const birthPart = z.string().min(1, { message: birthDateMessages.invalid });
const birthParts = z.object({ year: birthPart, month: birthPart, day: birthPart });

export function toBirthDate(parts: { year: string; month: string; day: string }): BirthDate {
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** The e-mail registration form, built from the contract's rules. */
export function registerFormSchema(codeRequested: boolean) {
  return withPasswordConfirmation(
    z.object({
      email: emailSchema,
      code: codeFieldSchema(codeRequested),
      password: passwordSchema,
      confirmPassword: z.string(),
      country: countryCodeSchema,
      year: birthPart,
      month: birthPart,
      day: birthPart,
      agreementAccepted: z.boolean().pipe(emailRegisterRequestSchema.shape.agreementAccepted),
      /** Spec §5: a slide-to-verify check for "Register" (and one for "Get code"). */
      sliderTicket: sliderTicketSchema(),
    }),
  ).refine((value) => birthDateSchema.safeParse(toBirthDate(value)).success, {
    message: birthDateMessages.invalid,
    path: ['day'],
    when: (payload) => birthParts.safeParse(payload.value).success,
  });
}

export type RegisterFormValues = z.input<ReturnType<typeof registerFormSchema>>;
export type RegisterFormOutput = z.output<ReturnType<typeof registerFormSchema>>;
