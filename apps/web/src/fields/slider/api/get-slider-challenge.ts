import { sliderChallengeResponseSchema, type SliderChallenge } from '@account-centre/contract';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';

/**
 * POST sliderChallenge: a new one-time challenge. Fetched in the background (on mount, after
 * each use and expiry), so the slider shows the wait in place instead of the loading overlay.
 */
export async function getSliderChallenge(): Promise<SliderChallenge> {
  const answer = await apiClient.post(getApiPaths().sliderChallenge, {
    schema: sliderChallengeResponseSchema,
    showLoading: false,
  });
  return answer.data;
}
