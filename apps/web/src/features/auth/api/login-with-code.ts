import { CODE_GRANT_TYPE } from '@account-centre/contract';
import { requestTokens, type LoginAnswer } from '#features/auth/api/request-tokens.ts';
import type { SliderTicketOption } from '#lib/api/http.ts';

/** Sign-in with a `login` code sent to the account: grant_type=verification_code. */
export function loginWithCode(
  input: { username: string; code: string; country?: string },
  options: SliderTicketOption,
): Promise<LoginAnswer> {
  return requestTokens({ grant_type: CODE_GRANT_TYPE, ...input }, options);
}
