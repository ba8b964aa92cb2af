import { DOUBLE_CHECK_ERROR, type ClientContext } from '@account-centre/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { KeyRing } from '#modules/keys/key-ring.service.ts';
import { KeysRepo } from '#modules/keys/keys.repo.ts';
import { phoneRegistrationBody, uniqueMobile } from '#testing/phone-accounts.ts';
import { SecureClient } from '#testing/secure-client.ts';
import {
  AUTH_HEADER,
  createTestApp,
  databases,
  flagForDoubleCheck,
  latestCodeFor,
  outboxFor,
  passwordGrant,
  paths,
  registrationBody,
  testConfig,
  uniqueEmail,
  UNLIMITED_CODES,
  VALID_PASSWORD,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

/** Every requirement on: what the web app must send once the defaults flip. */
const ALL_REQUIRED: Record<string, string> = {
  PASSWORD_ENCRYPTION: 'required',
  SIGNATURES: 'required',
  CONTEXT_HEADER: 'required',
};

const TOKEN_PAIR = {
  access_token: expect.any(String),
  refresh_token: expect.any(String),
  token_type: 'bearer',
  expires_in: 7200,
};

describe.each(databases)('request security, every requirement on, on %s', (kind) => {
  const suite = appSuite(kind, { ...ALL_REQUIRED, ...UNLIMITED_CODES });
  let client: SecureClient;

  beforeAll(async () => {
    client = new SecureClient(suite.app);
  });

  const ok = { code: 0, msg: 'success' };
  const signIn = async (username: string, password: string, securing = client) => {
    const response = await securing.inject({
      url: paths.token,
      form: { grant_type: 'password', username, password },
    });
    expect(response.json()).toEqual(TOKEN_PAIR);
    return response.json() as { access_token: string; refresh_token: string };
  };

  it('refuses what is missing: context header, signature, encryption; publickey needs none', async () => {
    const key = await suite.app.inject({ method: 'POST', url: paths.publicKey });
    expect(key.statusCode).toBe(200);
    const email = uniqueEmail('missing');
    const users = await suite.database.db.selectFrom('users').select('id').execute();

    const noContext = await client.inject({
      url: paths.registerEmailCode,
      payload: { email },
      context: false,
    });
    expect(noContext.json()).toEqual({ code: 40051, msg: 'context header required' });
    const info = await suite.app.inject({ method: 'GET', url: paths.userInfo });
    expect(info.json()).toEqual({ code: 40051, msg: 'context header required' });
    const unsigned = await client.inject({
      url: paths.registerEmailCode,
      payload: { email },
      sign: false,
    });
    expect(unsigned.json()).toEqual({ code: 40052, msg: 'signature required' });
    expect(await outboxFor(suite.app, email)).toEqual([]);
    const plain = await client.inject({
      url: paths.token,
      form: { grant_type: 'password', username: email, password: VALID_PASSWORD },
      encrypt: false,
    });
    expect(plain.json()).toEqual({ code: 40050, msg: 'password must be encrypted' });
    // Calls without a password field or a signature need just the context header.
    const logout = await client.inject({ method: 'GET', url: paths.logout });
    expect(logout.json()).toMatchObject({ code: 40100 });
    expect(await suite.database.db.selectFrom('users').select('id').execute()).toEqual(users);
  });

  it("an e-mail account's life: register, sign in, refresh, change, reset, code sign-in, log out", async () => {
    const email = uniqueEmail('life');
    expect(
      (await client.inject({ url: paths.registerEmailCode, payload: { email } })).json(),
    ).toMatchObject(ok);
    const code = await latestCodeFor(suite.app, email, 'register');
    const registered = await client.inject({
      url: paths.registerEmailVerification,
      payload: registrationBody(email, code),
    });
    expect(registered.json()).toMatchObject({ ...ok, data: { productId: expect.any(String) } });

    const first = await signIn(email, VALID_PASSWORD);
    const info = await client.inject({
      method: 'GET',
      url: paths.userInfo,
      headers: { [AUTH_HEADER]: first.access_token },
    });
    expect(info.json()).toMatchObject({ ...ok, data: { email } });
    const refreshed = await client.inject({
      url: paths.token,
      form: { grant_type: 'refresh_token', refresh_token: first.refresh_token },
    });
    expect(refreshed.json()).toEqual(TOKEN_PAIR);
    const { access_token: token } = refreshed.json() as { access_token: string };

    const changed = await client.inject({
      url: paths.changePassword,
      headers: { [AUTH_HEADER]: token },
      payload: { currentPassword: VALID_PASSWORD, password: 'Changed456' },
    });
    expect(changed.json()).toEqual({ ...ok, data: null });
    await signIn(email, 'Changed456');

    await client.inject({ url: paths.resetPasswordCode, payload: { account: email } });
    const reset = await client.inject({
      url: paths.resetPassword,
      payload: {
        account: email,
        code: await latestCodeFor(suite.app, email, 'reset'),
        password: 'Reset789abc',
      },
    });
    expect(reset.json()).toEqual({ ...ok, data: null });
    const afterReset = await signIn(email, 'Reset789abc');

    await client.inject({ url: paths.oauthEmail, payload: { purpose: 'login', account: email } });
    const byCode = await client.inject({
      url: paths.token,
      form: {
        grant_type: 'verification_code',
        username: email,
        code: await latestCodeFor(suite.app, email, 'login'),
      },
    });
    expect(byCode.json()).toEqual(TOKEN_PAIR);

    const logout = await client.inject({
      method: 'GET',
      url: paths.logout,
      headers: { [AUTH_HEADER]: afterReset.access_token },
    });
    expect(logout.json()).toEqual({ ...ok, data: null });
  });

  it("the double check of a flagged account, its code in the context's language", async () => {
    const email = uniqueEmail('double');
    await client.inject({ url: paths.registerEmailCode, payload: { email } });
    await client.inject({
      url: paths.registerEmailVerification,
      payload: registrationBody(email, await latestCodeFor(suite.app, email, 'register')),
    });
    // The context's country decides nothing (decision 026): the spec's flag asks for it.
    await flagForDoubleCheck(suite.database, { email });
    const abroad = new SecureClient(suite.app, { region: 'cn', language: 'zh', country: 'CN' });
    const first = await abroad.inject({
      url: paths.token,
      form: { grant_type: 'password', username: email, password: VALID_PASSWORD },
    });
    const answer = first.json() as { error: string; double_check_token: string };
    expect(answer.error).toBe(DOUBLE_CHECK_ERROR);
    await abroad.inject({
      url: paths.oauthEmail,
      payload: { purpose: 'double-check', double_check_token: answer.double_check_token },
    });
    const [message] = await outboxFor(suite.app, email);
    expect(message?.text).toMatch(/验证码/);
    const second = await abroad.inject({
      url: paths.token,
      form: {
        grant_type: 'double_check',
        double_check_token: answer.double_check_token,
        code: await latestCodeFor(suite.app, email, 'double-check'),
      },
    });
    expect(second.json()).toEqual(TOKEN_PAIR);
  });

  it('a phone account: SMS code (v2) and registration (v1), sign-in by number', async () => {
    const phone = uniqueMobile();
    const zh: ClientContext = { region: 'cn', language: 'zh', country: 'CN' };
    const chinese = new SecureClient(suite.app, zh);
    const sent = await chinese.inject({
      url: paths.registerSms,
      payload: { areaCode: phone.areaCode, phone: phone.phone },
    });
    expect(sent.json()).toMatchObject(ok);
    const registered = await chinese.inject({
      url: paths.registerSmsVerification,
      payload: phoneRegistrationBody(phone, await latestCodeFor(suite.app, phone.e164, 'register')),
    });
    expect(registered.json()).toMatchObject(ok);
    await signIn(phone.e164, VALID_PASSWORD, chinese);
  });

  it('a client holding a retired key gets 40051/40050 once and recovers with the new key', async () => {
    const email = uniqueEmail('stale');
    await client.inject({ url: paths.registerEmailCode, payload: { email } });
    await client.inject({
      url: paths.registerEmailVerification,
      payload: registrationBody(email, await latestCodeFor(suite.app, email, 'register')),
    });
    const stale = new SecureClient(suite.app);
    const { kid } = await stale.key();
    await new KeyRing({
      repo: new KeysRepo(suite.database.db),
      settings: testConfig().encryptionKeys,
    }).rotate();
    await suite.database.db
      .updateTable('encryption_keys')
      .set({ retired_at: sql<Date>`now() - interval '2 days'` })
      .where('kid', '=', kid)
      .execute();
    const { app: other } = await createTestApp(suite.database, {
      ...ALL_REQUIRED,
      ...UNLIMITED_CODES,
    });
    try {
      const onOther = new SecureClient(other);
      // The same stale key, as a browser would still hold it.
      const staleHeader = await stale.contextHeader();
      const refused = await other.inject({
        method: 'POST',
        url: paths.publicKey,
        headers: { 'x-client-context': staleHeader },
      });
      // publickey ignores the header; the next call does not.
      expect(refused.statusCode).toBe(200);
      const info = await other.inject({
        method: 'GET',
        url: paths.userInfo,
        headers: { 'x-client-context': staleHeader },
      });
      expect(info.json()).toEqual({ code: 40051, msg: 'context header invalid' });
      const stalePassword = await passwordGrant(
        other,
        email,
        await stale.encryptPassword(VALID_PASSWORD),
        { headers: { 'x-client-context': await onOther.contextHeader() } },
      );
      expect(stalePassword.json()).toEqual({ code: 40050, msg: 'password could not be decrypted' });
      // The web's recovery: forget the key, fetch it again, retry once.
      expect((await onOther.key()).kid).not.toBe(kid);
      await signIn(email, VALID_PASSWORD, onOther);
    } finally {
      await other.close();
    }
  });
});
