import { normalizeEmail } from '#rules/email.ts';
import { parseInternationalPhone } from '#rules/phone.ts';

/** What a login name denotes (spec §2: "the account field takes phone, e-mail or product ID"). */
export type AccountKind = 'email' | 'productId' | 'phone';

export interface AccountName {
  kind: AccountKind;
  /** Canonical form: e-mail lower-cased, phone as `+` and digits (E.164), product ID as typed. */
  value: string;
}

/** Every account gets a 10-digit product ID that does not start with 0 (DESIGN §4). */
export const PRODUCT_ID_PATTERN = /^[1-9]\d{9}$/;

/**
 * Classifies and normalises a login name: anything with `@` is an e-mail address, ten digits a
 * product ID, `+` and 7 to 15 digits (spaces, dashes, dots and brackets allowed) a phone number in
 * international form; anything else is undefined. A valid mobile number is normalised by the phone
 * rule (`+49 (0)151…` is `+49151…`, as stored); another keeps its digits, to be found by no account.
 */
export function parseAccountName(input: string): AccountName | undefined {
  const trimmed = input.trim();
  if (trimmed === '') return undefined;
  if (trimmed.includes('@')) return { kind: 'email', value: normalizeEmail(trimmed) };
  if (PRODUCT_ID_PATTERN.test(trimmed)) return { kind: 'productId', value: trimmed };
  const compact = trimmed.replace(/[\s().-]/g, '');
  if (/^\+[1-9]\d{6,14}$/.test(compact)) {
    return { kind: 'phone', value: parseInternationalPhone(trimmed)?.e164 ?? compact };
  }
  return undefined;
}
