import type { DoubleCheckAnswer, TokenPair } from '@account-centre/contract';
import type { RecordedRequest, StubRoute } from '#testing/fetch-stub.ts';

/** The first brand's token and auth-code paths (contract apiPaths('aurora')). */
export const TOKEN_PATH = '/api/aurora-auth/oauth/token';
export const OAUTH_EMAIL_PATH = '/api/aurora-auth/oauth/email';

export function tokenPair(access: string, refresh: string): TokenPair {
  return { access_token: access, refresh_token: refresh, token_type: 'bearer', expires_in: 7200 };
}

export function doubleCheckAnswer(ticket = 'ticket-1'): DoubleCheckAnswer {
  return {
    error: 'special_user_double_check',
    error_description: 'double check required',
    double_check_token: ticket,
    expires_in: 600,
    destination: 's•••@example.com',
  };
}

/** The token endpoint answering `reply` (a 200 with the body unless a status is given). */
export function tokenRoute(
  reply: (request: RecordedRequest) => { status?: number; body: unknown },
): StubRoute {
  return { method: 'POST', path: TOKEN_PATH, reply };
}

/** The grant fields a token call sent as query params. */
export function grantOf(request: RecordedRequest | undefined): Record<string, string> {
  return Object.fromEntries(request?.url.searchParams ?? []);
}
