import { accountKindOf, compactPhone, type AccountKind } from '#rules/account-kind.ts';
import { normalizeEmail } from '#rules/email.ts';
import { parseInternationalPhone } from '#rules/phone.ts';

export interface AccountName {
  kind: AccountKind;
  /** Canonical form: e-mail lower-cased, phone as `+` and digits (E.164), product ID as typed. */
  value: string;
}

/**
 * Classifies (`accountKindOf`) and normalises a login name; undefined when it is none of the
 * kinds. A valid mobile number is normalised by the phone rule (`+49 (0)151…` is `+49151…`, as
 * stored); another keeps its digits, to be found by no account.
 */
export function parseAccountName(input: string): AccountName | undefined {
  const trimmed = input.trim();
  switch (accountKindOf(trimmed)) {
    case 'email':
      return { kind: 'email', value: normalizeEmail(trimmed) };
    case 'productId':
      return { kind: 'productId', value: trimmed };
    case 'phone':
      return {
        kind: 'phone',
        value: parseInternationalPhone(trimmed)?.e164 ?? compactPhone(trimmed),
      };
    case undefined:
      return undefined;
  }
}
