import {
  emailMessages,
  errorMessages,
  passwordMessages,
  verificationCodeMessages,
} from '@account-centre/contract';
import { appError, type AppError } from '#lib/app-error.ts';

export interface FieldIssue {
  /** Dotted path of the field (`birthDate.year`), empty for the whole input. */
  field: string;
  message: string;
}

/**
 * Turns the first validation issue of a request into the spec's error: e-mail → 10007 with
 * `invalid email` / `email length` (spec §8 "chosen by the message"); phone number or area code →
 * 10007 `invalid phone` (a number without an area code is no valid number); a password breaking the
 * rule → 30916 `password rule`; a bad current password → 10009; a malformed code → 11000; anything
 * else → 40000 naming the field.
 */
export function validationAppError(issues: readonly FieldIssue[], where = 'body'): AppError {
  const issue = issues[0];
  if (!issue) return appError('badRequest', `invalid ${where}`);
  const top = issue.field.split('.')[0];
  if (top === 'email') {
    return appError(
      'invalidParameter',
      issue.message === emailMessages.length
        ? errorMessages.emailLength
        : errorMessages.invalidEmail,
    );
  }
  if (top === 'phone' || top === 'areaCode') {
    return appError('invalidParameter', errorMessages.invalidPhone);
  }
  if (top === 'password' && issue.message === passwordMessages.rule) {
    return appError('passwordIncorrect', errorMessages.passwordRule);
  }
  // The current password is only compared, never ruled: one that cannot be right (missing, empty,
  // over-long) is the spec's "Invalid password".
  if (top === 'currentPassword') return appError('invalidPassword');
  if (top === 'code' && issue.message === verificationCodeMessages.invalid) {
    return appError('verificationCodeInvalid', 'code: invalidCode');
  }
  const message = issue.message.length > 120 ? `${issue.message.slice(0, 117)}...` : issue.message;
  return appError('badRequest', `${issue.field === '' ? where : issue.field}: ${message}`);
}

/** Zod issues (`path` arrays) as field issues. */
export function fieldIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldIssue[] {
  return issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}
