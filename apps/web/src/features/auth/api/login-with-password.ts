import {
  DOUBLE_CHECK_ERROR,
  tokenResponseSchema,
  type TokenResponse,
} from '@account-centre/contract';
import { apiClient } from '#lib/api-client.ts';
import { getApiPaths } from '#lib/api-paths.ts';
import { storeTokens } from '#lib/session.ts';

/** A double-check answer may come without tokens; the caller runs the second step. */
const loginAnswerSchema = tokenResponseSchema.partial();
export type LoginAnswer = Partial<TokenResponse>;

export function needsDoubleCheck(answer: LoginAnswer): boolean {
  return answer.error === DOUBLE_CHECK_ERROR;
}

/**
 * POST token with grant_type=password; the fields go as query params (spec §7). The token
 * pair is stored on success; a special_user_double_check answer is passed through (spec §4).
 */
export async function loginWithPassword(input: {
  username: string;
  password: string;
}): Promise<LoginAnswer> {
  const answer = await apiClient.post(getApiPaths().token, {
    query: { grant_type: 'password', username: input.username, password: input.password },
    schema: loginAnswerSchema,
    onUnauthorized: 'token',
  });
  if (!needsDoubleCheck(answer) && answer.access_token && answer.refresh_token) {
    storeTokens({ access_token: answer.access_token, refresh_token: answer.refresh_token });
  }
  return answer;
}
