import { SLIDER_TICKET_HEADER } from '@account-centre/contract';
import { describe, expect, it } from 'vitest';
import { SLIDER_ON, sliderHeader, solveSlider } from '#testing/slider-solver.ts';
import {
  createTestApp,
  databases,
  latestCodeFor,
  outboxFor,
  paths,
  registrationBody,
  tokenCall as appTokenCall,
  uniqueEmail,
  UNLIMITED_CODES,
  VALID_PASSWORD,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

const REQUIRED = { code: 40020, msg: 'slider ticket required' };
const USED = { code: 40020, msg: 'slider ticket expired or used' };
const TOKEN_PAIR = {
  access_token: expect.any(String),
  refresh_token: expect.any(String),
  token_type: 'bearer',
  expires_in: 7200,
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databases)('slide-to-verify enforcement on %s', (kind) => {
  const suite = appSuite(kind, {
    ...SLIDER_ON,
    ...UNLIMITED_CODES,
    SLIDER_MAX_PER_IP_PER_HOUR: '10000',
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    suite.app.inject({ method: 'POST', url, payload, headers });
  const tokenCall = (params: Record<string, string>, headers: Record<string, string> = {}) =>
    appTokenCall(suite.app, params, { headers });
  const passwordGrant = (username: string, headers: Record<string, string> = {}) =>
    tokenCall({ grant_type: 'password', username, password: VALID_PASSWORD }, headers);
  const codesFor = async (to: string, purpose: string) =>
    (await outboxFor(suite.app, to)).filter((message) => message.purpose === purpose);
  const userCount = async (email: string) =>
    (await suite.database.db.selectFrom('users').select('id').where('email', '=', email).execute())
      .length;

  /** Registers by e-mail with a ticket for each of the two calls. */
  const register = async (email: string) => {
    await post(paths.registerEmailCode, { email }, await sliderHeader(suite.app));
    const code = await latestCodeFor(suite.app, email, 'register');
    const registered = await post(
      paths.registerEmailVerification,
      registrationBody(email, code),
      await sliderHeader(suite.app),
    );
    expect(registered.statusCode).toBe(200);
  };

  it('registration: sending the code and creating the account each need a ticket', async () => {
    const email = uniqueEmail('slider-reg');
    const noTicket = await post(paths.registerEmailCode, { email });
    expect(noTicket.statusCode).toBe(400);
    expect(noTicket.json()).toEqual(REQUIRED);
    expect(await outboxFor(suite.app, email)).toEqual([]);

    expect(
      (await post(paths.registerEmailCode, { email }, await sliderHeader(suite.app))).statusCode,
    ).toBe(200);
    const body = registrationBody(email, await latestCodeFor(suite.app, email, 'register'));
    expect((await post(paths.registerEmailVerification, body)).json()).toEqual(REQUIRED);
    expect(await userCount(email)).toBe(0);

    const registered = await post(
      paths.registerEmailVerification,
      body,
      await sliderHeader(suite.app),
    );
    expect(registered.statusCode).toBe(200);
    expect(await userCount(email)).toBe(1);
  });

  it('registration by phone: sending the SMS code and creating the account each need a ticket', async () => {
    const phone = { areaCode: '86', phone: '139 0000 0042' };
    const noTicket = await post(paths.registerSms, phone);
    expect(noTicket.json()).toEqual(REQUIRED);
    expect(await outboxFor(suite.app, '+8613900000042')).toEqual([]);
    const phoneBody = {
      ...phone,
      code: '123456',
      password: VALID_PASSWORD,
      country: 'CN',
      birthDate: { year: 1990, month: 5, day: 17 },
      agreementAccepted: true,
    };
    expect((await post(paths.registerSmsVerification, phoneBody)).json()).toEqual(REQUIRED);
  });

  it('password sign-in needs a ticket; refused attempts count nothing towards the lock', async () => {
    const email = uniqueEmail('slider-pw');
    await register(email);
    // More than LOCKOUT_MAX_FAILURES (5) wrong passwords, each refused before it is checked.
    for (let i = 0; i < 6; i += 1) {
      const refused = await tokenCall({
        grant_type: 'password',
        username: email,
        password: 'Wrong1234',
      });
      expect(refused.json()).toEqual(REQUIRED);
    }
    const signedIn = await passwordGrant(email, await sliderHeader(suite.app));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual(TOKEN_PAIR);
  });

  it('sign-in by code: the login code and the code grant each need a ticket', async () => {
    const email = uniqueEmail('slider-code');
    await register(email);
    const request = { purpose: 'login', account: email };
    expect((await post(paths.oauthEmail, request)).json()).toEqual(REQUIRED);
    expect(await codesFor(email, 'login')).toEqual([]);

    expect((await post(paths.oauthEmail, request, await sliderHeader(suite.app))).statusCode).toBe(
      200,
    );
    const code = await latestCodeFor(suite.app, email, 'login');
    const grant = { grant_type: 'verification_code', username: email, code };
    expect((await tokenCall(grant)).json()).toEqual(REQUIRED);
    // The refused call did not use the code up.
    const signedIn = await tokenCall(grant, await sliderHeader(suite.app));
    expect(signedIn.json()).toEqual(TOKEN_PAIR);

    // Refreshing continues a verified sign-in: no ticket.
    const refreshed = await tokenCall({
      grant_type: 'refresh_token',
      refresh_token: signedIn.json().refresh_token,
    });
    expect(refreshed.json()).toEqual(TOKEN_PAIR);
  });

  it('the double check continues a verified sign-in: its code and grant need no ticket', async () => {
    const email = uniqueEmail('slider-dc');
    await register(email);
    await suite.database.db
      .updateTable('users')
      .set({ double_check_required: true })
      .where('email', '=', email)
      .execute();
    const first = await passwordGrant(email, await sliderHeader(suite.app));
    const ticket = first.json().double_check_token as string;
    expect(ticket).toEqual(expect.any(String));

    const sent = await post(paths.oauthEmail, {
      purpose: 'double-check',
      double_check_token: ticket,
    });
    expect(sent.statusCode).toBe(200);
    const code = await latestCodeFor(suite.app, email, 'double-check');
    const signedIn = await tokenCall({
      grant_type: 'double_check',
      double_check_token: ticket,
      code,
    });
    expect(signedIn.json()).toEqual(TOKEN_PAIR);
  });

  it('the reset code needs a ticket', async () => {
    const email = uniqueEmail('slider-reset');
    await register(email);
    expect((await post(paths.resetPasswordCode, { account: email })).json()).toEqual(REQUIRED);
    expect(await codesFor(email, 'reset')).toEqual([]);
    const sent = await post(
      paths.resetPasswordCode,
      { account: email },
      await sliderHeader(suite.app),
    );
    expect(sent.statusCode).toBe(200);
    expect(await codesFor(email, 'reset')).toHaveLength(1);
  });

  it.each(['keyboard', 'drag', 'tap'] as const)(
    'a ticket earned by %s opens a protected call',
    async (input) => {
      const ticket = await solveSlider(suite.app, input);
      const sent = await post(
        paths.registerEmailCode,
        { email: uniqueEmail(`slider-${input}`) },
        { [SLIDER_TICKET_HEADER]: ticket },
      );
      expect(sent.statusCode).toBe(200);
    },
  );

  it('a ticket is single use, also when the call it was used for fails', async () => {
    const ticket = { [SLIDER_TICKET_HEADER]: await solveSlider(suite.app) };
    expect(
      (await post(paths.registerEmailCode, { email: uniqueEmail('once') }, ticket)).statusCode,
    ).toBe(200);
    const again = await post(paths.registerEmailCode, { email: uniqueEmail('twice') }, ticket);
    expect(again.json()).toEqual(USED);

    const email = uniqueEmail('slider-fail');
    await register(email);
    const failed = { [SLIDER_TICKET_HEADER]: await solveSlider(suite.app) };
    const wrong = await tokenCall(
      { grant_type: 'password', username: email, password: 'Wrong1234' },
      failed,
    );
    expect(wrong.json()).toMatchObject({ code: 40011 });
    expect((await passwordGrant(email, failed)).json()).toEqual(USED);
  });

  it('an unknown or expired ticket is refused', async () => {
    const unknown = await post(
      paths.registerEmailCode,
      { email: uniqueEmail('unknown') },
      { [SLIDER_TICKET_HEADER]: 'made-up-ticket' },
    );
    expect(unknown.json()).toEqual(USED);

    const short = await createTestApp(suite.database, {
      ...SLIDER_ON,
      SLIDER_TICKET_TTL_SECONDS: '1',
    });
    try {
      const ticket = await solveSlider(short.app);
      await sleep(1100);
      const late = await short.app.inject({
        method: 'POST',
        url: paths.registerEmailCode,
        payload: { email: uniqueEmail('late') },
        headers: { [SLIDER_TICKET_HEADER]: ticket },
      });
      expect(late.json()).toEqual(USED);
    } finally {
      await short.app.close();
    }
  });

  it('with SLIDER_REQUIRED=false no call needs a ticket', async () => {
    const off = await createTestApp(suite.database, {
      ...UNLIMITED_CODES,
      SLIDER_REQUIRED: 'false',
    });
    try {
      const email = uniqueEmail('slider-off');
      const sent = await off.app.inject({
        method: 'POST',
        url: paths.registerEmailCode,
        payload: { email },
      });
      expect(sent.statusCode).toBe(200);
    } finally {
      await off.app.close();
    }
  });
});
