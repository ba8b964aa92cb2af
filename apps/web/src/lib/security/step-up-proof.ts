import type { StepUpProof } from '@account-centre/contract';

/** An authenticator code: six digits (a password of the spec's rule never is). */
const TOTP_CODE = /^\d{6}$/;

/**
 * The fresh proof the user typed (decision 038): a code of six digits, else the password;
 * nothing typed → undefined.
 */
export function proofOf(typed: string): StepUpProof | undefined {
  const entered = typed.trim();
  if (entered === '') return undefined;
  return TOTP_CODE.test(entered) ? { totpCode: entered } : { currentPassword: typed };
}
