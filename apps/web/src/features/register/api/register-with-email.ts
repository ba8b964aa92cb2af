import {
  registerResponseSchema,
  type EmailRegisterRequest,
  type RegisterResult,
} from '@account-centre/contract';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';
import type { SliderTicketOption } from '#lib/api/http.ts';

/** POST registerEmailVerification: checks the code and creates the account (a slider ticket). */
export async function registerWithEmail(
  input: EmailRegisterRequest,
  { sliderTicket }: SliderTicketOption,
): Promise<RegisterResult> {
  const answer = await apiClient.post(getApiPaths().registerEmailVerification, {
    body: input,
    sliderTicket,
    schema: registerResponseSchema,
  });
  return answer.data;
}
