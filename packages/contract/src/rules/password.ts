import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#constants.ts';

/** The special characters a password may hold: printable ASCII punctuation. */
export const PASSWORD_SPECIAL_CHARACTERS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

const specials = new Set(PASSWORD_SPECIAL_CHARACTERS);
const isUpper = (c: string): boolean => c >= 'A' && c <= 'Z';
const isLower = (c: string): boolean => c >= 'a' && c <= 'z';
const isDigit = (c: string): boolean => c >= '0' && c <= '9';

/** Message keys (the web translates `validation.<key>`; the server reports them as `msg`). */
export const passwordMessages = {
  rule: 'passwordRule',
  mismatch: 'passwordMismatch',
} as const;

/** How many of the four kinds (upper, lower, digit, special) the password uses, or -1 when it holds a character that is not allowed. */
export function passwordCharacterKinds(password: string): number {
  let upper = false;
  let lower = false;
  let digit = false;
  let special = false;
  for (const c of password) {
    if (isUpper(c)) upper = true;
    else if (isLower(c)) lower = true;
    else if (isDigit(c)) digit = true;
    else if (specials.has(c)) special = true;
    else return -1;
  }
  return Number(upper) + Number(lower) + Number(digit) + Number(special);
}

/**
 * Spec §5: 8 to 16 characters; only letters, digits and the allowed special characters (no spaces);
 * at least two kinds among upper-case, lower-case, digits and special symbols.
 */
export function isValidPassword(password: string): boolean {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return false;
  return passwordCharacterKinds(password) >= 2;
}

export const passwordSchema = z
  .string()
  .check(z.refine(isValidPassword, { message: passwordMessages.rule }));
