import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  AUTH_HEADER,
  databases,
  passwordGrant,
  paths,
  registerUser,
  signIn,
  tokenCall,
  uniqueEmail,
  VALID_PASSWORD,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';
import { secondFactorTicket, totpCode } from '#testing/totp.ts';

/** The step-up proof turning the app off needs (decision 038). */
const PROOF = { currentPassword: VALID_PASSWORD };

/** Issue 24: the authenticator app (RFC 6238) as a second sign-in factor. */
describe.each(databases)('authenticator app on %s', (kind) => {
  const suite = appSuite(kind, { CODE_MAX_ATTEMPTS: '3' });

  const call = (url: string, token: string, payload?: object) =>
    suite.app.inject({
      method: payload === undefined && url === paths.totp ? 'GET' : 'POST',
      url,
      headers: { [AUTH_HEADER]: token },
      ...(payload === undefined ? {} : { payload }),
    });
  /** A new account with the app on: its e-mail, secret, recovery codes and the step used. */
  const enrolled = async (tag: string) => {
    const email = uniqueEmail(tag);
    await registerUser(suite.app, email);
    const { access_token } = await signIn(suite.app, email);
    const setup = await call(paths.totpSetup, access_token);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, uri } = setup.json<{ data: { secret: string; uri: string } }>().data;
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=/);
    expect(uri).toContain(encodeURIComponent(email).replace('%40', '%40'));
    const wrong = await call(paths.totpConfirm, access_token, { code: totpCode(secret, 5) });
    expect(wrong.json()).toMatchObject({ code: 40018 });
    const confirmed = await call(paths.totpConfirm, access_token, { code: totpCode(secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recoveryCodes } = confirmed.json<{ data: { recoveryCodes: string[] } }>().data;
    return { email, secret, recoveryCodes, token: access_token };
  };
  const secondStep = (ticket: string, answer: Record<string, string>) =>
    tokenCall(suite.app, { grant_type: 'second_factor', second_factor_token: ticket, ...answer });
  const firstStep = async (email: string) => {
    return secondFactorTicket((await passwordGrant(suite.app, email, VALID_PASSWORD)).json());
  };

  it('enrols with a first code, shows ten recovery codes once, and refuses a second enrolment', async () => {
    const { token, recoveryCodes, secret } = await enrolled('totp.on');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect((await call(paths.totp, token)).json()).toMatchObject({
      data: { enabled: true, recoveryCodesLeft: 10 },
    });
    expect((await call(paths.totpSetup, token)).json()).toMatchObject({ code: 40901 });
    expect((await call(paths.totpConfirm, token, { code: totpCode(secret) })).json()).toMatchObject(
      {
        code: 40901,
      },
    );
    // The secret is stored sealed, never as its base32 text; recovery codes as keyed hashes.
    const stored = await suite.database.db
      .selectFrom('totp_factors')
      .select('sealed_secret')
      .execute();
    expect(stored.every((row) => !row.sealed_secret.includes(secret))).toBe(true);
    const hashes = await suite.database.db
      .selectFrom('totp_recovery_codes')
      .select('code_hash')
      .execute();
    expect(hashes.some((row) => recoveryCodes.includes(row.code_hash))).toBe(false);
  });

  it('asks for the code after the password; a code is accepted once within its window', async () => {
    const { email, secret } = await enrolled('totp.in');
    // The confirmation used the current step: the next step's code signs in.
    const code = totpCode(secret, 1);
    const ticket = await firstStep(email);
    const done = await secondStep(ticket, { code });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toHaveProperty('access_token');
    // The ticket is used up; a new one with the same code (same step): refused.
    expect((await secondStep(ticket, { code })).json()).toMatchObject({ code: 40102 });
    const again = await firstStep(email);
    expect((await secondStep(again, { code })).json()).toMatchObject({ code: 40018 });
    // The current step's code was the confirmation's: also refused (not later than the last used).
    expect((await secondStep(again, { code: totpCode(secret) })).json()).toMatchObject({
      code: 40018,
    });
  });

  it('a recovery code signs in once; wrong answers kill the ticket; forged tickets are refused', async () => {
    const { email, recoveryCodes, token } = await enrolled('totp.rec');
    const [first = ''] = recoveryCodes;
    const ticket = await firstStep(email);
    // Case, spaces and the dash do not matter.
    const done = await secondStep(ticket, {
      recovery_code: ` ${first.toUpperCase().replace('-', ' ')}`,
    });
    expect(done.json()).toHaveProperty('access_token');
    const reuse = await firstStep(email);
    expect((await secondStep(reuse, { recovery_code: first })).json()).toMatchObject({
      code: 40018,
    });
    expect((await call(paths.totp, token)).json()).toMatchObject({
      data: { recoveryCodesLeft: 9 },
    });
    // Both or neither answer: 40018. CODE_MAX_ATTEMPTS (3) wrong answers: the ticket is dead.
    expect((await secondStep(reuse, {})).json()).toMatchObject({ code: 40018 });
    expect((await secondStep(reuse, { code: '000000' })).json()).toMatchObject({ code: 40018 });
    expect(
      (await secondStep(reuse, { recovery_code: recoveryCodes[1] ?? '' })).json(),
    ).toMatchObject({ code: 40102 });
    expect((await secondStep('forged-ticket', { code: '123456' })).json()).toMatchObject({
      code: 40102,
    });
    // A malformed code is refused before anything is looked up.
    expect((await secondStep(await firstStep(email), { code: '12ab' })).statusCode).toBe(400);
  });

  it('turning it off needs a recent sign-in; then the password alone signs in again', async () => {
    const { email, token, secret } = await enrolled('totp.off');
    await suite.database.db
      .updateTable('sessions')
      .set({ authenticated_at: sql<Date>`now() - interval '1 hour'` })
      .where('revoked_at', 'is', null)
      .where('user_id', 'in', (eb) =>
        eb.selectFrom('users').select('id').where('email', '=', email),
      )
      .execute();
    expect((await call(paths.totpDisable, token, PROOF)).json()).toMatchObject({ code: 40071 });
    expect((await call(paths.totpSetup, token)).json()).toMatchObject({ code: 40071 });

    // Signed in again (password and the app), it can be turned off; then no second step.
    const ticket = await firstStep(email);
    const fresh = (await secondStep(ticket, { code: totpCode(secret, 1) })).json<{
      access_token: string;
    }>();
    expect((await call(paths.totpDisable, fresh.access_token, PROOF)).statusCode).toBe(200);
    expect((await call(paths.totp, fresh.access_token)).json()).toMatchObject({
      data: { enabled: false, recoveryCodesLeft: 0 },
    });
    expect((await passwordGrant(suite.app, email, VALID_PASSWORD)).json()).toHaveProperty(
      'access_token',
    );
  });

  it('writes its events to the activity log', async () => {
    const { email, recoveryCodes, secret } = await enrolled('totp.log');
    const ticket = await firstStep(email);
    const signedIn = (await secondStep(ticket, { recovery_code: recoveryCodes[0] ?? '' })).json<{
      access_token: string;
    }>();
    const off = await call(paths.totpDisable, signedIn.access_token, PROOF);
    expect(off.statusCode, off.body).toBe(200);
    expect((await call(paths.totpDisable, signedIn.access_token, PROOF)).json()).toMatchObject({
      code: 40401,
    });
    expect((await passwordGrant(suite.app, email, VALID_PASSWORD)).json()).toHaveProperty(
      'access_token',
    );
    const events = (
      await suite.app.inject({
        method: 'GET',
        url: paths.activity,
        headers: { [AUTH_HEADER]: signedIn.access_token },
      })
    ).json<{ data: { events: { type: string }[] } }>().data.events;
    expect(events.map((event) => event.type).slice(0, 5)).toEqual([
      'sign-in',
      'totp-disabled',
      'sign-in',
      'recovery-code-used',
      'totp-enabled',
    ]);
    expect(secret).not.toBe('');
  });
});
