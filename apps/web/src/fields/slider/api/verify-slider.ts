import {
  sliderVerifyResponseSchema,
  type SliderTicket,
  type SliderVerifyRequest,
} from '@account-centre/contract';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';

/**
 * POST sliderVerify: the answer to a challenge; a ticket for one protected call. A refused answer
 * (40021) is shown by the slider itself, not as a toast.
 */
export async function verifySlider(answer: SliderVerifyRequest): Promise<SliderTicket> {
  const result = await apiClient.post(getApiPaths().sliderVerify, {
    body: answer,
    schema: sliderVerifyResponseSchema,
    toastErrors: false,
  });
  return result.data;
}
