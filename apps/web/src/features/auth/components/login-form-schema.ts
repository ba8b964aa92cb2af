import { countryCodeSchema } from '@account-centre/contract';
import * as z from 'zod/mini';
import {
  accountFieldsShape,
  withAccountCheck,
} from '#fields/account-name/components/account-check.ts';
import { sliderTicketSchema } from '#fields/slider/components/slider-ticket-schema.ts';
import { codeFieldSchema } from '#fields/verification-code/components/code-field-schema.ts';

/** The two sign-in modes of spec §2. */
export type LoginMode = 'password' | 'code';

/**
 * One form for both modes, so the account and country survive a switch: the field of the other
 * mode is not checked. The account is a phone number (where phone login applies in the chosen
 * country/region), an e-mail address or a product ID (`withAccountCheck`).
 */
export function loginFormSchema(mode: LoginMode, codeRequested: boolean) {
  return withAccountCheck(
    z.object({
      ...accountFieldsShape,
      country: countryCodeSchema,
      password:
        mode === 'password'
          ? z.string().check(z.minLength(1, { message: 'passwordRequired' }))
          : z.string(),
      code: mode === 'code' ? codeFieldSchema(codeRequested) : z.string(),
      /** Spec §2/§5: the user agreement and privacy policy are accepted before signing in. */
      agreementAccepted: z.boolean().check(z.refine(Boolean, { message: 'agreementRequired' })),
      /** Spec §2: a slide-to-verify check for the sign-in (and, in code mode, for "Get code"). */
      sliderTicket: sliderTicketSchema(),
    }),
    (values) => values.country,
  );
}

export type LoginFormValues = z.input<ReturnType<typeof loginFormSchema>>;
export type LoginFormOutput = z.output<ReturnType<typeof loginFormSchema>>;

/** What the first step keeps when the screen comes back to it from the double check. */
export interface LoginDraft {
  mode: LoginMode;
  account: string;
  areaCode: string;
  country: string;
  agreementAccepted: boolean;
}
