/**
 * What a login name denotes, told without phone metadata (spec §2: "the account field takes
 * phone, e-mail or product ID"). Cheap on purpose: the login screen reads it on every keystroke,
 * and only `parseAccountName` (rules/account.ts) brings in the phone rule.
 */
export type AccountKind = 'email' | 'productId' | 'phone';

/** Every account gets a 10-digit product ID that does not start with 0 (DESIGN §4). */
export const PRODUCT_ID_PATTERN = /^[1-9]\d{9}$/;

/** A phone number in international form once separators are removed: `+` and 7 to 15 digits. */
const INTERNATIONAL_PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;

/** Removes what people write between the digits of a phone number: spaces, dashes, dots, brackets. */
export function compactPhone(text: string): string {
  return text.trim().replace(/[\s().-]/g, '');
}

/**
 * The kind of a login name: anything with `@` is an e-mail address, ten digits a product ID,
 * `+` and 7 to 15 digits (spaces, dashes, dots and brackets allowed) a phone number in
 * international form; anything else is undefined.
 */
export function accountKindOf(input: string): AccountKind | undefined {
  const trimmed = input.trim();
  if (trimmed === '') return undefined;
  if (trimmed.includes('@')) return 'email';
  if (PRODUCT_ID_PATTERN.test(trimmed)) return 'productId';
  if (INTERNATIONAL_PHONE_PATTERN.test(compactPhone(trimmed))) return 'phone';
  return undefined;
}
