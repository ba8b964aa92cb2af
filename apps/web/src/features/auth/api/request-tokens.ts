import {
  isDoubleCheckAnswer,
  isSecondFactorAnswer,
  tokenResponseSchema,
  type CodeGrant,
  type DoubleCheckGrant,
  type PasskeyGrant,
  type ConnectorGrant,
  type PasswordGrant,
  type SecondFactorGrant,
  type TokenResponse,
} from '@account-centre/contract';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';
import type { SliderTicketOption } from '#lib/api/http.ts';
import { storeTokens } from '#lib/session/session.ts';

/** What a sign-in answers: the token pair, or a request for a second step (spec §4). */
export type LoginAnswer = TokenResponse;

/**
 * POST token with the grant's fields as query params (spec §7). The token pair is stored; a
 * special_user_double_check answer is passed through as a success (spec §4). A 401 shows "Your
 * login has expired" (the API client's `token` mode). A sign-in (password or code) needs a
 * slide-to-verify ticket; the double check continues one.
 */
export async function requestTokens(
  grant:
    | PasswordGrant
    | CodeGrant
    | DoubleCheckGrant
    | SecondFactorGrant
    | PasskeyGrant
    | ConnectorGrant,
  { sliderTicket }: SliderTicketOption = {},
): Promise<LoginAnswer> {
  const answer = await apiClient.post(getApiPaths().token, {
    query: grant,
    sliderTicket,
    schema: tokenResponseSchema,
    onUnauthorized: 'token',
  });
  if (!isDoubleCheckAnswer(answer) && !isSecondFactorAnswer(answer)) storeTokens(answer);
  return answer;
}
