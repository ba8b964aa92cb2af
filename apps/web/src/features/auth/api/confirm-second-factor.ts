import { SECOND_FACTOR_GRANT_TYPE } from '@account-centre/contract';
import { requestTokens, type LoginAnswer } from '#features/auth/api/request-tokens.ts';

/**
 * The authenticator app's step (issue 24): the first answer's ticket and the app's 6-digit code or
 * a recovery code: grant_type=second_factor. A dead ticket answers 401 (40102).
 */
export function confirmSecondFactor(
  ticket: string,
  answer: { code: string } | { recovery_code: string },
): Promise<LoginAnswer> {
  return requestTokens({
    grant_type: SECOND_FACTOR_GRANT_TYPE,
    second_factor_token: ticket,
    ...answer,
  });
}
