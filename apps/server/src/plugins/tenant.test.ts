import {
  errorMessages,
  SLIDER_TICKET_HEADER,
  sliderChallengeResponseSchema,
} from '@account-centre/contract';
import { describe, expect, it } from 'vitest';
import { answerChallenge, keyboardTrace, SLIDER_ON, solveSlider } from '#testing/slider-solver.ts';
import {
  AUTH_HEADER,
  BASIC_AUTH,
  createTestApp,
  databases,
  flagForDoubleCheck,
  latestCode,
  latestCodeFor,
  outboxFor,
  passwordGrant,
  paths,
  registerUser,
  registrationBody,
  signIn,
  tenantHeader,
  tokenCall,
  tokenWorks,
  UNLIMITED_CODES,
  uniqueEmail,
  VALID_PASSWORD,
  type TenantOption,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

/** The first brand's tenant is the default one: its requests carry no Tenant-Id (as most tests). */
const FIRST: TenantOption = {};
const SECOND: TenantOption = { tenantId: '000002' };
const OTHER_PASSWORD = 'Other456';

describe.each(databases)('tenants on %s', (kind) => {
  const suite = appSuite(kind, UNLIMITED_CODES);

  const userInfo = (token: string, tenant: TenantOption) =>
    suite.app.inject({
      method: 'GET',
      url: paths.userInfo,
      headers: { [AUTH_HEADER]: token, ...tenantHeader(tenant) },
    });
  const sendRegisterCode = (email: string, headers: Record<string, string>) =>
    suite.app.inject({ method: 'POST', url: paths.registerEmailCode, headers, payload: { email } });

  it('keeps one e-mail address as two accounts, one per tenant, each with its own password', async () => {
    const email = uniqueEmail('both');
    const firstId = await registerUser(suite.app, email, VALID_PASSWORD, FIRST);
    const secondId = await registerUser(suite.app, email, OTHER_PASSWORD, SECOND);
    expect(secondId).not.toBe(firstId);

    const inFirst = await signIn(suite.app, email, VALID_PASSWORD, FIRST);
    const inSecond = await signIn(suite.app, email, OTHER_PASSWORD, SECOND);
    expect((await userInfo(inFirst.access_token, FIRST)).json().data.productId).toBe(firstId);
    expect((await userInfo(inSecond.access_token, SECOND)).json().data.productId).toBe(secondId);

    // The other tenant's password is just a wrong password for this tenant's account.
    const crossed = await passwordGrant(suite.app, email, OTHER_PASSWORD, FIRST);
    expect(crossed.json()).toMatchObject({
      code: 40011,
      error_description: 'user password not match',
    });
    // Registering the address again in either tenant is refused there.
    expect((await sendRegisterCode(email, tenantHeader(SECOND))).json().code).toBe(30901);
  });

  it('does not know an account of one tenant in the other, by e-mail or by product ID', async () => {
    const email = uniqueEmail('only-second');
    const productId = await registerUser(suite.app, email, VALID_PASSWORD, SECOND);
    for (const username of [email, productId]) {
      const answer = await passwordGrant(suite.app, username, VALID_PASSWORD, FIRST);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 40012,
        error_description: 'username or password error',
      });
    }
    const reset = await suite.app.inject({
      method: 'POST',
      url: paths.resetPasswordCode,
      payload: { account: email },
    });
    expect(reset.json().code).toBe(30401);
  });

  it('refuses a token in the other tenant (40100) and leaves its session as it was', async () => {
    const email = uniqueEmail('token');
    await registerUser(suite.app, email);
    const { access_token } = await signIn(suite.app, email);
    const asSecond = { [AUTH_HEADER]: access_token, ...tenantHeader(SECOND) };

    expect((await userInfo(access_token, SECOND)).json()).toEqual({
      code: 40100,
      msg: 'token invalid',
    });
    const logout = await suite.app.inject({ method: 'GET', url: paths.logout, headers: asSecond });
    expect(logout.statusCode).toBe(401);
    expect(logout.json().code).toBe(40100);
    const change = await suite.app.inject({
      method: 'POST',
      url: paths.changePassword,
      headers: asSecond,
      payload: { currentPassword: VALID_PASSWORD, password: OTHER_PASSWORD },
    });
    expect(change.json().code).toBe(40100);
    const rules = await suite.app.inject({
      method: 'POST',
      url: paths.homeRuleList,
      headers: asSecond,
    });
    expect(rules.json().code).toBe(40100);

    // Nothing happened to the session or the password in its own tenant.
    expect(await tokenWorks(suite.app, access_token, FIRST)).toBe(true);
    expect(await tokenWorks(suite.app, access_token, { tenantId: '000000' })).toBe(true);
    expect((await passwordGrant(suite.app, email, VALID_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a refresh token in the other tenant without using it up', async () => {
    const email = uniqueEmail('refresh');
    await registerUser(suite.app, email);
    const { refresh_token } = await signIn(suite.app, email);
    const refresh = (tenant: TenantOption) =>
      tokenCall(suite.app, { grant_type: 'refresh_token', refresh_token }, tenant);

    const crossed = await refresh(SECOND);
    expect(crossed.statusCode).toBe(401);
    expect(crossed.json()).toMatchObject({ code: 40102, error: 'invalid_grant' });
    // Not a reuse: the token still rotates once in its own tenant.
    expect((await refresh(FIRST)).statusCode).toBe(200);
    expect((await refresh(FIRST)).json().code).toBe(40102);
  });

  it('binds a double-check ticket to its tenant', async () => {
    const email = uniqueEmail('double');
    await registerUser(suite.app, email);
    await flagForDoubleCheck(suite.database, { email });
    const first = await tokenCall(suite.app, {
      grant_type: 'password',
      username: email,
      password: VALID_PASSWORD,
    });
    const ticket = first.json().double_check_token as string;
    expect(ticket).toEqual(expect.any(String));
    const sendCode = (tenant: TenantOption) =>
      suite.app.inject({
        method: 'POST',
        url: paths.oauthEmail,
        headers: tenantHeader(tenant),
        payload: { purpose: 'double-check', double_check_token: ticket },
      });

    expect((await sendCode(SECOND)).json().code).toBe(40102);
    expect((await sendCode(FIRST)).statusCode).toBe(200);
    const code = await latestCodeFor(suite.app, email, 'double-check');
    const complete = (tenant: TenantOption) =>
      tokenCall(
        suite.app,
        { grant_type: 'double_check', double_check_token: ticket, code },
        tenant,
      );
    expect((await complete(SECOND)).json().code).toBe(40102);
    expect((await complete(FIRST)).statusCode).toBe(200);
  });

  it('takes a code only in the tenant it was sent in', async () => {
    const email = uniqueEmail('code');
    expect((await sendRegisterCode(email, {})).statusCode).toBe(200);
    const code = await latestCode(suite.app, email);
    const register = (tenant: TenantOption) =>
      suite.app.inject({
        method: 'POST',
        url: paths.registerEmailVerification,
        headers: tenantHeader(tenant),
        payload: registrationBody(email, code),
      });

    expect((await register(SECOND)).json()).toEqual({
      code: 10007,
      msg: errorMessages.codeNotRequested,
    });
    expect((await register(FIRST)).statusCode).toBe(200);
    const login = await passwordGrant(suite.app, email, VALID_PASSWORD, SECOND);
    expect(login.json().code).toBe(40012);
  });

  it("lets an account take an address that only another tenant's account has", async () => {
    const taken = uniqueEmail('taken-elsewhere');
    await registerUser(suite.app, taken, VALID_PASSWORD, SECOND);
    const email = uniqueEmail('mover');
    await registerUser(suite.app, email);
    const headers = { [AUTH_HEADER]: (await signIn(suite.app, email)).access_token };

    const sent = await suite.app.inject({
      method: 'POST',
      url: paths.changeEmailCode,
      headers,
      payload: { email: taken },
    });
    expect(sent.statusCode).toBe(200);
    const changed = await suite.app.inject({
      method: 'POST',
      url: paths.changeEmail,
      headers,
      payload: {
        email: taken,
        code: await latestCodeFor(suite.app, taken, 'change-email'),
        currentPassword: VALID_PASSWORD,
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await signIn(suite.app, taken, VALID_PASSWORD, FIRST)).access_token).toBeTruthy();
    expect((await signIn(suite.app, taken, VALID_PASSWORD, SECOND)).access_token).toBeTruthy();
  });

  it('refuses an unknown or malformed Tenant-Id (40040) before anything else happens', async () => {
    const email = uniqueEmail('tenant');
    await registerUser(suite.app, email);
    const { access_token } = await signIn(suite.app, email);
    const fresh = uniqueEmail('refused');

    for (const tenantId of ['000001', 'abc', '', '0000002', '000000, 000002']) {
      const headers = { 'tenant-id': tenantId };
      const sent = await sendRegisterCode(fresh, headers);
      expect(sent.statusCode).toBe(400);
      expect(sent.json()).toEqual({
        code: 40040,
        msg: tenantId === '000001' ? 'unknown tenant' : 'Tenant-Id must be six digits',
      });
      // A wrong password would count towards the lock; a valid token would be 200: neither is looked at.
      expect((await passwordGrant(suite.app, email, 'Wrong123', { tenantId })).json().code).toBe(
        40040,
      );
      expect((await userInfo(access_token, { tenantId })).json().code).toBe(40040);
      // Before the body is even parsed.
      const malformed = await suite.app.inject({
        method: 'POST',
        url: paths.registerEmailCode,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{',
      });
      expect(malformed.json().code).toBe(40040);
    }
    expect(await outboxFor(suite.app, fresh)).toEqual([]);
    expect((await passwordGrant(suite.app, email, VALID_PASSWORD)).statusCode).toBe(200);
  });

  it('serves a tenant named in TENANT_IDS like any other, and refuses one left out', async () => {
    const custom = await createTestApp(suite.database, {
      ...UNLIMITED_CODES,
      TENANT_IDS: '000000,000005',
    });
    try {
      const email = uniqueEmail('custom');
      await registerUser(custom.app, email, OTHER_PASSWORD, { tenantId: '000005' });
      expect((await passwordGrant(custom.app, email, OTHER_PASSWORD)).json().code).toBe(40012);
      expect(
        (await passwordGrant(custom.app, email, OTHER_PASSWORD, { tenantId: '000005' })).statusCode,
      ).toBe(200);
      const second = await passwordGrant(custom.app, email, OTHER_PASSWORD, SECOND);
      expect(second.json()).toEqual({ code: 40040, msg: 'unknown tenant' });
    } finally {
      await custom.app.close();
    }
  });

  it('takes the tenant of the host without Tenant-Id: 000002 on a second-brand host, else 000000', async () => {
    const hosted = await createTestApp(suite.database, {
      ...UNLIMITED_CODES,
      SECOND_BRAND_HOSTS: 'nova.example',
    });
    try {
      const onNova = { host: 'account.nova.example' };
      const email = uniqueEmail('host');
      const sent = await hosted.app.inject({
        method: 'POST',
        url: paths.registerEmailCode,
        headers: onNova,
        payload: { email },
      });
      expect(sent.statusCode).toBe(200);
      const [mail] = await outboxFor(hosted.app, email);
      expect(mail?.text).toContain('Nova');
      const registered = await hosted.app.inject({
        method: 'POST',
        url: paths.registerEmailVerification,
        headers: onNova,
        payload: registrationBody(email, mail?.code ?? ''),
      });
      expect(registered.statusCode).toBe(200);

      expect((await passwordGrant(hosted.app, email, VALID_PASSWORD, SECOND)).statusCode).toBe(200);
      expect((await passwordGrant(hosted.app, email, VALID_PASSWORD)).json().code).toBe(40012);
      // A header names the tenant whatever the host.
      const explicit = await hosted.app.inject({
        method: 'POST',
        url: paths.token,
        headers: { ...onNova, authorization: BASIC_AUTH, ...tenantHeader({ tenantId: '000000' }) },
        query: { grant_type: 'password', username: email, password: VALID_PASSWORD },
      });
      expect(explicit.json().code).toBe(40012);
    } finally {
      await hosted.app.close();
    }
  });
});

describe.each(databases)('slider tickets and tenants on %s', (kind) => {
  const suite = appSuite(kind, { ...UNLIMITED_CODES, ...SLIDER_ON });

  const sendRegisterCode = (email: string, headers: Record<string, string>) =>
    suite.app.inject({ method: 'POST', url: paths.registerEmailCode, headers, payload: { email } });

  it('uses a ticket only in the tenant its challenge was fetched in', async () => {
    const ticket = await solveSlider(suite.app);
    const email = uniqueEmail('ticket');
    const crossed = await sendRegisterCode(email, {
      [SLIDER_TICKET_HEADER]: ticket,
      ...tenantHeader(SECOND),
    });
    expect(crossed.json()).toEqual({ code: 40020, msg: 'slider ticket expired or used' });
    // Refused there, the ticket is still good where it belongs.
    expect((await sendRegisterCode(email, { [SLIDER_TICKET_HEADER]: ticket })).statusCode).toBe(
      200,
    );
  });

  it("refuses an answer to another tenant's challenge", async () => {
    const fetched = await suite.app.inject({
      method: 'POST',
      url: paths.sliderChallenge,
      headers: tenantHeader(SECOND),
    });
    const challenge = sliderChallengeResponseSchema.parse(fetched.json()).data;
    const answer = await answerChallenge(
      suite.app,
      challenge.challengeId,
      'keyboard',
      keyboardTrace(challenge.target),
    );
    expect(answer.json()).toEqual({ code: 40021, msg: 'challenge unknown, expired or used' });
  });

  it('refuses an unknown tenant before asking for a ticket', async () => {
    const refused = await sendRegisterCode(uniqueEmail('no-ticket'), { 'tenant-id': '000001' });
    expect(refused.json().code).toBe(40040);
  });
});
