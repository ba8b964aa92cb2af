import { emailMessages, emailSchema, normalizeEmail } from '@account-centre/contract';
import * as z from 'zod/mini';
import { readAccountName } from '#fields/account-name/components/account-name.ts';
import { phoneAppliesTo } from '#lib/country/phone-region.ts';
import { checkPhoneNumber } from '#lib/country/phone-rules.ts';

/** The form fields of an account name: the text, and the area code for a national number. */
export interface AccountFields {
  account: string;
  /** The dial code (`86`) a number without `+` is read with; '' while none is chosen. */
  areaCode: string;
}

export const accountFieldsShape = { account: z.string(), areaCode: z.string() };
const accountFieldsSchema = z.object(accountFieldsShape);

/** The canonical account name, or the field and text key of what is wrong. */
export type AccountCheck =
  | { ok: true; username: string }
  /** `message`: a rule's text key (`validation`, or prefixed `errors:`). */
  | { ok: false; field: keyof AccountFields; message: string };

const fail = (field: keyof AccountFields, message: string): AccountCheck => ({
  ok: false,
  field,
  message,
});

/**
 * Checks the account fields for `country`, the country/region whose rules apply: an e-mail by the
 * e-mail rule, a product ID as it is, a phone number (only where phone login applies) by the phone
 * rule, loaded on first use. The username is the canonical form the server stores: e-mail lower
 * case, phone E.164.
 */
export async function checkAccountName(
  fields: AccountFields,
  country: string,
): Promise<AccountCheck> {
  const phoneApplies = phoneAppliesTo(country);
  const reading = readAccountName(
    fields.account,
    phoneApplies ? { areaCode: fields.areaCode } : undefined,
  );
  switch (reading.kind) {
    case 'empty':
      return fail('account', 'accountRequired');
    case 'unreadable':
      return fail('account', phoneApplies ? 'invalidAccount' : 'invalidAccountNoPhone');
    case 'phoneUnavailable':
      return fail('account', 'phoneNotAvailable');
    case 'productId':
      return { ok: true, username: reading.value };
    case 'email': {
      const email = emailSchema.safeParse(reading.value);
      if (!email.success) {
        return fail('account', email.error.issues[0]?.message ?? emailMessages.invalid);
      }
      return { ok: true, username: normalizeEmail(email.data) };
    }
    case 'phone': {
      if (reading.draft.form === 'national' && !reading.draft.areaCode) {
        return fail('areaCode', 'areaCodeRequired');
      }
      const mobile = await checkPhoneNumber(reading.draft);
      return mobile.ok ? { ok: true, username: mobile.e164 } : fail('account', mobile.message);
    }
  }
}

/**
 * Adds the account check to a form schema with the account fields: the issue goes on its field,
 * reported even while other fields of the form are still invalid (so every error shows at once).
 * `countryOf` names the country whose rules apply (the form's country/region, or the default).
 */
export function withAccountCheck<T extends z.ZodMiniType<AccountFields, AccountFields>>(
  schema: T,
  countryOf: (values: z.output<T>) => string,
): T {
  return schema.check(
    z.superRefine(
      async (values, ctx) => {
        const check = await checkAccountName(values, countryOf(values));
        if (!check.ok)
          ctx.addIssue({ code: 'custom', path: [check.field], message: check.message });
      },
      { when: (payload) => accountFieldsSchema.safeParse(payload.value).success },
    ),
  );
}

/** The canonical username of account fields that have passed `checkAccountName`. */
export async function accountUsername(fields: AccountFields, country: string): Promise<string> {
  const check = await checkAccountName(fields, country);
  return check.ok ? check.username : fields.account.trim();
}
