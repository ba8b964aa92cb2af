import {
  sendCodeResponseSchema,
  type SendCodeResult,
  type SendEmailCodeRequest,
} from '@account-centre/contract';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';
import type { SliderTicketOption } from '#lib/api/http.ts';

/** POST registerEmailCode: sends a registration code to the address (a slider ticket). */
export async function sendEmailCode(
  input: SendEmailCodeRequest,
  { sliderTicket }: SliderTicketOption,
): Promise<SendCodeResult> {
  const answer = await apiClient.post(getApiPaths().registerEmailCode, {
    body: input,
    sliderTicket,
    schema: sendCodeResponseSchema,
  });
  return answer.data;
}
