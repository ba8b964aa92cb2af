import { requestTokens, type LoginAnswer } from '#features/auth/api/request-tokens.ts';
import type { SliderTicketOption } from '#lib/api/http.ts';

/** Sign-in with account and password: grant_type=password. */
export function loginWithPassword(
  input: { username: string; password: string; country?: string },
  options: SliderTicketOption,
): Promise<LoginAnswer> {
  return requestTokens({ grant_type: 'password', ...input }, options);
}
