import {
  homeRuleListResponseSchema,
  type HomeRuleListRequest,
  type HomeRule,
} from '@account-centre/contract';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';

/**
 * POST homeRuleList (signed in, spec §7 `home/rule/list`): the current legal documents for the
 * user's country, titled in `language`, each with whether the user has accepted it.
 */
export async function listHomeRules(input: HomeRuleListRequest): Promise<HomeRule[]> {
  const answer = await apiClient.post(getApiPaths().homeRuleList, {
    body: input,
    schema: homeRuleListResponseSchema,
    needsAuth: true,
  });
  return answer.data.documents;
}
