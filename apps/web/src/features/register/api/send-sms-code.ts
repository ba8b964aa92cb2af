import {
  sendCodeResponseSchema,
  type SendCodeResult,
  type SendSmsCodeRequest,
} from '@account-centre/contract';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';
import type { SliderTicketOption } from '#lib/api/http.ts';

/** POST registerSms: sends a registration code by SMS to the number (a slider ticket). */
export async function sendSmsCode(
  input: SendSmsCodeRequest,
  { sliderTicket }: SliderTicketOption,
): Promise<SendCodeResult> {
  const answer = await apiClient.post(getApiPaths().registerSms, {
    body: input,
    sliderTicket,
    schema: sendCodeResponseSchema,
  });
  return answer.data;
}
