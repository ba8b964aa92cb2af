import {
  birthDateMessages,
  birthDateSchema,
  countryCodeSchema,
  emailRegisterRequestSchema,
  emailSchema,
  isOldEnough,
  passwordSchema,
  type BirthDate,
} from '@account-centre/contract';
import * as z from 'zod/mini';
import { sliderTicketSchema } from '#fields/slider/components/slider-ticket-schema.ts';
import { codeFieldSchema } from '#fields/verification-code/components/code-field-schema.ts';
import { withPasswordConfirmation } from '#lib/form/password-confirmation.ts';
import { checkPhoneNumber } from '#lib/country/phone-rules.ts';
import { getRuntime } from '#lib/runtime.ts';

/** Spec §2: registration by e-mail code or by phone code. */
export type RegisterMode = 'email' | 'phone';

const birthPart = z.string().check(z.minLength(1, { message: birthDateMessages.invalid }));
const birthParts = z.object({ year: birthPart, month: birthPart, day: birthPart });
const phoneFields = z.object({
  areaCode: z.string().check(z.minLength(1)),
  phone: z.string().check(z.trim(), z.minLength(1)),
});
/**
 * The contract's `phoneMessages`, written out: importing them would bring the phone rule's module,
 * and with it libphonenumber, into this chunk (the rule is loaded lazily instead).
 */
const phoneMessageKeys = { invalid: 'invalidPhone', areaCodeRequired: 'areaCodeRequired' } as const;

export function toBirthDate(parts: { year: string; month: string; day: string }): BirthDate {
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** A birth date chosen in full that names a real day (the age is judged on such a date only). */
function isRealBirthDate(value: unknown): boolean {
  const parts = birthParts.safeParse(value);
  return parts.success && birthDateSchema.safeParse(toBirthDate(parts.data)).success;
}

export interface RegisterFormOptions {
  mode: RegisterMode;
  codeRequested: boolean;
  /** The day the age is judged on. */
  today: Date;
}

/**
 * The registration form, built from the contract's rules: the e-mail address, or the area code
 * and a mobile number (the phone rule, loaded when first needed); the code; the password twice;
 * the country; a real birth date of someone old enough (spec §5, the configured minimum age); the
 * agreement; the slide check.
 */
export function registerFormSchema({ mode, codeRequested, today }: RegisterFormOptions) {
  const { minAge } = getRuntime().config;
  return withPasswordConfirmation(
    z.object({
      email: mode === 'email' ? emailSchema : z.string(),
      /** The selected dial code (`86`) the number is read with. */
      areaCode:
        mode === 'phone'
          ? z.string().check(z.minLength(1, { message: phoneMessageKeys.areaCodeRequired }))
          : z.string(),
      phone:
        mode === 'phone'
          ? z.string().check(z.trim(), z.minLength(1, { message: phoneMessageKeys.invalid }))
          : z.string(),
      code: codeFieldSchema(codeRequested),
      password: passwordSchema,
      confirmPassword: z.string(),
      country: countryCodeSchema,
      year: birthPart,
      month: birthPart,
      day: birthPart,
      agreementAccepted: z.pipe(z.boolean(), emailRegisterRequestSchema.shape.agreementAccepted),
      /** Spec §5: a slide-to-verify check for "Register" (and one for "Get code"). */
      sliderTicket: sliderTicketSchema(),
    }),
  ).check(
    z.refine((value) => isRealBirthDate(value), {
      message: birthDateMessages.invalid,
      path: ['day'],
      when: (payload) => birthParts.safeParse(payload.value).success,
    }),
    z.refine((value) => isOldEnough(toBirthDate(value), minAge, today), {
      message: 'errors:underMinimumAge',
      path: ['year'],
      when: (payload) => isRealBirthDate(payload.value),
    }),
    z.superRefine(
      async (value, ctx) => {
        const mobile = await checkPhoneNumber({
          form: 'national',
          areaCode: value.areaCode,
          text: value.phone,
        });
        if (!mobile.ok) ctx.addIssue({ code: 'custom', path: ['phone'], message: mobile.message });
      },
      { when: (payload) => mode === 'phone' && phoneFields.safeParse(payload.value).success },
    ),
  );
}

export type RegisterFormValues = z.input<ReturnType<typeof registerFormSchema>>;
export type RegisterFormOutput = z.output<ReturnType<typeof registerFormSchema>>;
