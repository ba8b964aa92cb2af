import {
  homeRuleCheckResponseSchema,
  type HomeRuleCheckRequest,
  type HomeRuleCheckResult,
} from '@account-centre/contract';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';

/**
 * POST homeRuleCheck (signed in): which required documents the user has not accepted in their
 * current version; with `accept`, records those acceptances first.
 */
export async function checkHomeRules(input: HomeRuleCheckRequest): Promise<HomeRuleCheckResult> {
  const answer = await apiClient.post(getApiPaths().homeRuleCheck, {
    body: input,
    schema: homeRuleCheckResponseSchema,
    needsAuth: true,
  });
  return answer.data;
}
