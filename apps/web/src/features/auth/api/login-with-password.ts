import {
  isDoubleCheckAnswer,
  tokenResponseSchema,
  type TokenResponse,
} from '@account-centre/contract';
import { apiClient } from '#lib/api-client.ts';
import { getApiPaths } from '#lib/api-paths.ts';
import { storeTokens } from '#lib/session.ts';

export type LoginAnswer = TokenResponse;

/**
 * POST token with grant_type=password; the fields go as query params (spec §7). The token
 * pair is stored on success; a special_user_double_check answer is passed through (spec §4).
 */
export async function loginWithPassword(input: {
  username: string;
  password: string;
  country?: string;
}): Promise<LoginAnswer> {
  const answer = await apiClient.post(getApiPaths().token, {
    query: { grant_type: 'password', ...input },
    schema: tokenResponseSchema,
    onUnauthorized: 'token',
  });
  if (!isDoubleCheckAnswer(answer)) storeTokens(answer);
  return answer;
}
