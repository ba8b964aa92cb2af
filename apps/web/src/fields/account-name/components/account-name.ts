import { accountKindOf } from '@account-centre/contract';
import type { PhoneDraft } from '#lib/country/mobile-number.ts';

/**
 * What the account field holds, read without phone metadata (spec §2: phone, e-mail or product
 * ID), so the field can say at once what it took. Whether a phone number is valid is checked
 * later, with the lazily loaded phone rule.
 */
export type AccountReading =
  | { kind: 'empty' }
  /** Neither an e-mail address, a product ID nor something like a phone number. */
  | { kind: 'unreadable' }
  | { kind: 'email'; value: string }
  | { kind: 'productId'; value: string }
  /** `display`: the number as it will be read, with its dial code (`+86 138 0013 8000`). */
  | { kind: 'phone'; draft: PhoneDraft; display: string }
  /** Looks like a phone number, but phone login does not apply here (spec §1). */
  | { kind: 'phoneUnavailable' };

/** Digits and the separators people type, optionally after a `+`: a phone number being written. */
const PHONE_LIKE = /^\+?[\d\s().-]*\d[\d\s().-]*$/;

/**
 * Reads the account field. `phone` is the selected dial code where phone login applies (`''`
 * when no area code is chosen), undefined where it does not: there a phone number is refused.
 * A number without `+` (or `00`) is national, read with that dial code; ten digits not starting
 * with 0 are a product ID (contract `accountKindOf`).
 */
export function readAccountName(
  text: string,
  phone: { areaCode: string } | undefined,
): AccountReading {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const kind = accountKindOf(trimmed);
  if (kind === 'email' || kind === 'productId') return { kind, value: trimmed };
  const international = trimmed.replace(/^00(?=[1-9])/, '+');
  if (!PHONE_LIKE.test(international)) return { kind: 'unreadable' };
  if (phone === undefined) return { kind: 'phoneUnavailable' };
  if (international.startsWith('+')) {
    return {
      kind: 'phone',
      draft: { form: 'international', text: international },
      display: international,
    };
  }
  const { areaCode } = phone;
  return {
    kind: 'phone',
    draft: { form: 'national', areaCode, text: trimmed },
    display: areaCode ? `+${areaCode} ${trimmed}` : trimmed,
  };
}
