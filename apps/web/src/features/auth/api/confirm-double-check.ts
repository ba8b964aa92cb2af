import { DOUBLE_CHECK_GRANT_TYPE } from '@account-centre/contract';
import { requestTokens, type LoginAnswer } from '#features/auth/api/request-tokens.ts';

/**
 * The second step of a double check (spec §4): the first answer's ticket and the code sent for
 * it: grant_type=double_check. An expired ticket answers 401 (40102).
 */
export function confirmDoubleCheck(input: {
  double_check_token: string;
  code: string;
}): Promise<LoginAnswer> {
  return requestTokens({ grant_type: DOUBLE_CHECK_GRANT_TYPE, ...input });
}
