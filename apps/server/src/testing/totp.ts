import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { App } from '#app.ts';
import { AUTH_HEADER, paths } from '#testing/test-app.ts';

/** The authenticator app's code for `secret` at the step `offsetSteps` (30 s each) from now. */
export function totpCode(secret: string, offsetSteps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() + offsetSteps * 30_000,
  });
}

/**
 * Turns the authenticator app on for the account signed in as `token`: set up, then confirmed by
 * the current code (used up from then on). Returns the app's secret.
 */
export async function enrolTotp(app: App, token: string): Promise<string> {
  const call = (url: string, payload?: object) =>
    app.inject({
      method: 'POST',
      url,
      headers: { [AUTH_HEADER]: token },
      ...(payload === undefined ? {} : { payload }),
    });
  const setup = await call(paths.totpSetup);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<{ data: { secret: string } }>().data;
  const confirmed = await call(paths.totpConfirm, { code: totpCode(secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return secret;
}

/**
 * The token call's answer to the first factor of an account with the app on: no tokens, only
 * `second_factor_required` and the ticket for the second step, which this returns.
 */
export function secondFactorTicket(answer: {
  error?: string;
  second_factor_token?: string;
  access_token?: string;
}): string {
  expect(answer.error).toBe('second_factor_required');
  expect(answer.access_token).toBeUndefined();
  return answer.second_factor_token ?? '';
}
