import {
  authCodeResponseSchema,
  type AuthCodeRequest,
  type AuthCodeResult,
} from '@account-centre/contract';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';
import type { SliderTicketOption } from '#lib/api/http.ts';

/**
 * POST oauthEmail: a `login` code for sign-in by code, or a `double-check` code for the second
 * step. The double-check ticket is a sign-in credential like the token call's: its 401 (expired
 * ticket) shows "Your login has expired" and is left to the caller. A `login` code needs a
 * slide-to-verify ticket.
 */
export async function sendAuthCode(
  input: AuthCodeRequest,
  { sliderTicket }: SliderTicketOption = {},
): Promise<AuthCodeResult> {
  const answer = await apiClient.post(getApiPaths().oauthEmail, {
    body: input,
    sliderTicket,
    schema: authCodeResponseSchema,
    onUnauthorized: input.purpose === 'double-check' ? 'token' : 'login',
  });
  return answer.data;
}
