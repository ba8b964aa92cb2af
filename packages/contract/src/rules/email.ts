import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, EMAIL_MIN_LENGTH } from '#constants.ts';

export const emailMessages = {
  invalid: 'invalidEmail',
  length: 'emailLength',
} as const;

/** Canonical form of an e-mail address for storage and comparison. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Spec §5: a valid format (zod's e-mail pattern: ASCII local part, dotted domain) and a length of 1 to 45.
 * Surrounding white space is removed before the checks. An empty value is reported as invalid: the
 * length text ("must be less than 45 characters") would mislead there.
 */
export const emailSchema = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.minLength(EMAIL_MIN_LENGTH, { message: emailMessages.invalid }),
      z.maxLength(EMAIL_MAX_LENGTH, { message: emailMessages.length }),
    ),
  z.email({ message: emailMessages.invalid }),
);
