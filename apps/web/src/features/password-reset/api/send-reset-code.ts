import {
  resetCodeResponseSchema,
  type ResetCodeRequest,
  type ResetCodeResult,
} from '@account-centre/contract';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';
import type { SliderTicketOption } from '#lib/api/http.ts';

/** POST resetPasswordCode: sends a reset code to the account's e-mail or phone (a slider ticket). */
export async function sendResetCode(
  input: ResetCodeRequest,
  { sliderTicket }: SliderTicketOption,
): Promise<ResetCodeResult> {
  const answer = await apiClient.post(getApiPaths().resetPasswordCode, {
    body: input,
    sliderTicket,
    schema: resetCodeResponseSchema,
  });
  return answer.data;
}
