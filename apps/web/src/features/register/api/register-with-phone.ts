import {
  registerResponseSchema,
  type PhoneRegisterRequest,
  type RegisterResult,
} from '@account-centre/contract';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';
import type { SliderTicketOption } from '#lib/api/http.ts';

/** POST registerSmsVerification: checks the SMS code and creates the account (a slider ticket). */
export async function registerWithPhone(
  input: PhoneRegisterRequest,
  { sliderTicket }: SliderTicketOption,
): Promise<RegisterResult> {
  const answer = await apiClient.post(getApiPaths().registerSmsVerification, {
    body: input,
    sliderTicket,
    schema: registerResponseSchema,
  });
  return answer.data;
}
