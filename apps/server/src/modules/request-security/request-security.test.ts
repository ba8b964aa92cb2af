import { generateKeyPairSync, webcrypto } from 'node:crypto';
import {
  CLIENT_CONTEXT_HEADER,
  encryptPassword,
  encryptPasswordJwe,
  JwePublicKey,
  SIGNATURE_HEADER,
  SIGNATURE_NONCE_HEADER,
  SIGNATURE_TIMESTAMP_HEADER,
  SIGNATURE_VERSION_HEADER,
  sign,
  SLIDER_TICKET_HEADER,
  type RsaPublicJwk,
} from '@account-centre/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueMobile } from '#testing/phone-accounts.ts';
import { SecureClient, TEST_CONTEXT } from '#testing/secure-client.ts';
import { SLIDER_ON, solveSlider } from '#testing/slider-solver.ts';
import {
  AUTH_HEADER,
  CLIENT_SECRET,
  createTestApp,
  databases,
  latestCodeFor,
  outboxFor,
  paths,
  registerUser,
  registrationBody,
  tokenCall,
  UNLIMITED_CODES,
  uniqueEmail,
  VALID_PASSWORD,
  type TestDatabase,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

const SHOP = { clientId: 'shop-demo', clientSecret: 'shop-demo-secret', passwordGrant: false };
const SHOP_AUTH = `Basic ${Buffer.from(`${SHOP.clientId}:${SHOP.clientSecret}`).toString('base64')}`;
const DECRYPTION_FAILED = { code: 40050, msg: 'password could not be decrypted' };
const CONTEXT_INVALID = { code: 40051, msg: 'context header invalid' };
const SIGNATURE_INVALID = { code: 40052, msg: 'signature invalid' };
const CHINESE = /验证码/;

/** Counts the rows of the tables a refused call must leave alone. */
async function snapshot(database: TestDatabase) {
  const count = async (table: 'users' | 'sessions' | 'login_attempts' | 'signature_nonces') =>
    (
      await database.db
        .selectFrom(table)
        .select(sql<number>`count(*)::int`.as('count'))
        .executeTakeFirstOrThrow()
    ).count;
  const codes = await database.db
    .selectFrom('verification_codes')
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<number>`count(consumed_at)::int`.as('consumed'),
      sql<number>`coalesce(sum(attempts), 0)::int`.as('attempts'),
    ])
    .executeTakeFirstOrThrow();
  return {
    users: await count('users'),
    sessions: await count('sessions'),
    loginAttempts: await count('login_attempts'),
    nonces: await count('signature_nonces'),
    codes,
  };
}

/** A flipped bit in the `index`-th dot-separated part of a value. */
function tamper(value: string, index: number): string {
  const parts = value.split('.');
  const bytes = Buffer.from(parts[index] ?? '', 'base64url');
  bytes[7] = (bytes[7] ?? 0) ^ 1;
  parts[index] = bytes.toString('base64url');
  return parts.join('.');
}

describe.each(databases)('request security, requirements optional, on %s', (kind) => {
  const suite = appSuite(kind, UNLIMITED_CODES, { clients: [SHOP] });
  let client: SecureClient;

  beforeAll(async () => {
    client = new SecureClient(suite.app);
  });

  const signInForm = (username: string, password: string, encrypt = true) =>
    client.inject({
      url: paths.token,
      form: { grant_type: 'password', username, password },
      encrypt,
    });

  describe('encrypted passwords', () => {
    it('sign-in, registration, change and reset take encrypted passwords; the rule judges the plaintext', async () => {
      const email = uniqueEmail('encrypted');
      expect(
        (await client.inject({ url: paths.registerEmailCode, payload: { email } })).statusCode,
      ).toBe(200);
      const code = await latestCodeFor(suite.app, email, 'register');
      const weak = await client.inject({
        url: paths.registerEmailVerification,
        payload: registrationBody(email, code, { password: 'short' }),
      });
      expect(weak.json()).toEqual({ code: 30916, msg: 'password rule' });
      const registered = await client.inject({
        url: paths.registerEmailVerification,
        payload: registrationBody(email, code),
      });
      expect(registered.statusCode).toBe(200);

      // Form body and query parameters.
      const signedIn = await signInForm(email, VALID_PASSWORD);
      expect(signedIn.statusCode).toBe(200);
      const byQuery = await client.inject({
        url: paths.token,
        query: { grant_type: 'password', username: email, password: VALID_PASSWORD },
      });
      expect(byQuery.statusCode).toBe(200);

      const token = (signedIn.json() as { access_token: string }).access_token;
      const changed = await client.inject({
        url: paths.changePassword,
        headers: { [AUTH_HEADER]: token },
        payload: { currentPassword: VALID_PASSWORD, password: 'Changed456' },
      });
      expect(changed.json()).toEqual({ code: 0, msg: 'success', data: null });
      // Optional: a plain password is still accepted.
      expect(
        (
          await tokenCall(suite.app, {
            grant_type: 'password',
            username: email,
            password: 'Changed456',
          })
        ).statusCode,
      ).toBe(200);

      await client.inject({ url: paths.resetPasswordCode, payload: { account: email } });
      const resetCode = await latestCodeFor(suite.app, email, 'reset');
      const reset = await client.inject({
        url: paths.resetPassword,
        payload: { account: email, code: resetCode, password: 'Reset789abc' },
      });
      expect(reset.statusCode).toBe(200);
      expect((await signInForm(email, 'Reset789abc')).statusCode).toBe(200);
    });

    it('any bad ciphertext gets one 40050, before the account lock, a code or a session is touched', async () => {
      const email = uniqueEmail('garbage');
      await registerUser(suite.app, email);
      const key = await client.key();
      // The RSA-OAEP format of older clients (`enc1.`) and the web app's JWE (decision 060).
      const rsa = new SecureClient(suite.app, TEST_CONTEXT, 'rsa');
      const good = await rsa.encryptPassword(VALID_PASSWORD);
      const jwe = await client.encryptPassword(VALID_PASSWORD);
      expect(jwe).toMatch(/^eyJ[\w-]*\.\.[\w-]+\.[\w-]+\.[\w-]+$/);
      const foreignX = generateKeyPairSync('x25519').publicKey.export({ format: 'jwk' }).x ?? '';
      const jweHeader = (value: string) =>
        JSON.parse(Buffer.from(value.split('.')[0] ?? '', 'base64url').toString()) as Record<
          string,
          unknown
        >;
      const withHeader = (value: string, header: Record<string, unknown>) =>
        [
          Buffer.from(JSON.stringify(header)).toString('base64url'),
          ...value.split('.').slice(1),
        ].join('.');
      const foreignPair = await webcrypto.subtle.generateKey(
        {
          name: 'RSA-OAEP',
          hash: 'SHA-256',
          modulusLength: 3072,
          publicExponent: new Uint8Array([1, 0, 1]),
        },
        true,
        ['encrypt', 'decrypt'],
      );
      const foreignJwk = (await webcrypto.subtle.exportKey(
        'jwk',
        foreignPair.publicKey,
      )) as RsaPublicJwk;
      const variants = [
        'enc1.',
        'enc1.garbage',
        `enc1.${key.kid}.AAAA`,
        `enc1.${key.kid}.${'A'.repeat(512)}`,
        `enc1.${key.kid}.not-base64!`,
        tamper(good, 2),
        good.replace(key.kid, 'unknownKeyId0001'),
        `${good}.`,
        await encryptPassword(foreignJwk, key.kid, VALID_PASSWORD),
        // JWE: tampered iv, ciphertext or tag; another key id; an unknown one; a foreign key.
        tamper(jwe, 2),
        tamper(jwe, 3),
        tamper(jwe, 4),
        withHeader(jwe, { ...jweHeader(jwe), kid: 'unknownKeyId0001' }),
        withHeader(jwe, { ...jweHeader(jwe), alg: 'ECDH-ES+A256KW' }),
        withHeader(jwe, { ...jweHeader(jwe), enc: 'A128GCM' }),
        await encryptPasswordJwe(
          await JwePublicKey.import({
            kty: 'OKP',
            crv: 'X25519',
            x: foreignX,
            alg: 'ECDH-ES',
            use: 'enc',
            kid: key.kid,
          }),
          VALID_PASSWORD,
        ),
      ];
      const before = await snapshot(suite.database);
      for (const password of variants) {
        const response = await signInForm(email, password, false);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(DECRYPTION_FAILED);
      }
      expect(await snapshot(suite.database)).toEqual(before);

      // Registration: neither the code nor an account.
      const other = uniqueEmail('garbage2');
      await client.inject({ url: paths.registerEmailCode, payload: { email: other } });
      const code = await latestCodeFor(suite.app, other, 'register');
      const beforeRegistration = await snapshot(suite.database);
      const refused = await client.inject({
        url: paths.registerEmailVerification,
        payload: registrationBody(other, code, { password: tamper(good, 2) }),
        encrypt: false,
      });
      expect(refused.json()).toEqual(DECRYPTION_FAILED);
      // No account, the code neither used nor tried, and the refused call's nonce not used up.
      expect(await snapshot(suite.database)).toEqual(beforeRegistration);
      const registered = await client.inject({
        url: paths.registerEmailVerification,
        payload: registrationBody(other, code),
      });
      expect(registered.statusCode).toBe(200);

      // Change password: the current password is not checked, nothing counts towards the lock.
      const token = ((await signInForm(email, VALID_PASSWORD)).json() as { access_token: string })
        .access_token;
      const beforeChange = await snapshot(suite.database);
      const change = await client.inject({
        url: paths.changePassword,
        headers: { [AUTH_HEADER]: token },
        payload: { currentPassword: `enc1.${key.kid}.AAAA`, password: 'Changed456' },
        encrypt: false,
      });
      expect(change.json()).toEqual(DECRYPTION_FAILED);
      expect(await snapshot(suite.database)).toEqual(beforeChange);
      expect((await signInForm(email, VALID_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('older clients (RSA-OAEP) beside the JWE of decision 060', () => {
    it('publickey offers both keys under one key id; each recipe signs in, and they mix', async () => {
      const key = await client.key();
      expect(key.jweJwk).toEqual({
        kty: 'OKP',
        crv: 'X25519',
        x: expect.stringMatching(/^[\w-]{43}$/),
        alg: 'ECDH-ES',
        use: 'enc',
        kid: key.kid,
      });
      expect(key.jwk.kid).toBe(key.kid);
      const email = uniqueEmail('recipes');
      const rsa = new SecureClient(suite.app, TEST_CONTEXT, 'rsa');
      // Registration and sign-in entirely the RSA way (what a client before decision 060 sends).
      expect(
        (await rsa.inject({ url: paths.registerEmailCode, payload: { email } })).statusCode,
      ).toBe(200);
      const code = await latestCodeFor(suite.app, email, 'register');
      const registered = await rsa.inject({
        url: paths.registerEmailVerification,
        payload: registrationBody(email, code),
      });
      expect(registered.statusCode).toBe(200);
      const rsaSignIn = await rsa.inject({
        url: paths.token,
        form: { grant_type: 'password', username: email, password: VALID_PASSWORD },
      });
      expect(rsaSignIn.statusCode).toBe(200);
      // The JWE way.
      expect((await signInForm(email, VALID_PASSWORD)).statusCode).toBe(200);
      // A JWE password under an RSA context header, and the other way round.
      const mixed = await rsa.inject({
        url: paths.token,
        form: {
          grant_type: 'password',
          username: email,
          password: await client.encryptPassword(VALID_PASSWORD),
        },
        encrypt: false,
      });
      expect(mixed.statusCode).toBe(200);
      const mixedBack = await client.inject({
        url: paths.token,
        form: {
          grant_type: 'password',
          username: email,
          password: await rsa.encryptPassword(VALID_PASSWORD),
        },
        encrypt: false,
      });
      expect(mixedBack.statusCode).toBe(200);
      // A wrong password in either recipe is a wrong password, not a decryption failure.
      for (const sender of [client, rsa]) {
        const wrong = await sender.inject({
          url: paths.token,
          form: { grant_type: 'password', username: email, password: 'Wrong-password-1' },
        });
        expect(wrong.json()).toMatchObject({ code: 40011 });
      }
    });
  });

  describe('the context header', () => {
    it("sends a code in the context's language when the body names none; the body's language wins", async () => {
      const zh = new SecureClient(suite.app, { region: 'cn', language: 'zh-CN', country: 'CN' });
      const email = uniqueEmail('context-zh');
      expect(
        (await zh.inject({ url: paths.registerEmailCode, payload: { email } })).statusCode,
      ).toBe(200);
      const [chinese] = await outboxFor(suite.app, email);
      expect(chinese?.text).toMatch(CHINESE);

      await zh.inject({ url: paths.registerEmailCode, payload: { email, language: 'en' } });
      const [english] = await outboxFor(suite.app, email);
      expect(english?.text).not.toMatch(CHINESE);
      expect(english?.text).toMatch(/verification code/);

      // The account made without a body language gets the context's.
      const code = await latestCodeFor(suite.app, email, 'register');
      const body: Record<string, unknown> = registrationBody(email, code);
      delete body.language;
      expect(
        (await zh.inject({ url: paths.registerEmailVerification, payload: body })).statusCode,
      ).toBe(200);
      const user = await suite.database.db
        .selectFrom('users')
        .select('language')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      // Matched against APP_LANGUAGES, as a body language is.
      expect(user.language).toBe('zh');

      // Reset and sign-in codes too.
      await zh.inject({ url: paths.resetPasswordCode, payload: { account: email } });
      expect((await outboxFor(suite.app, email))[0]?.text).toMatch(CHINESE);
    });

    it('a tampered, truncated or foreign header is refused with 40051 and nothing is sent', async () => {
      const email = uniqueEmail('ctx-bad');
      const header = await client.contextHeader();
      const rsaHeader = await new SecureClient(suite.app, TEST_CONTEXT, 'rsa').contextHeader();
      expect(rsaHeader).toMatch(/^ctx1\./);
      const bad = [
        tamper(header, 4),
        tamper(header, 3),
        tamper(header, 2),
        header.split('.').slice(0, 4).join('.'),
        tamper(rsaHeader, 4),
        tamper(rsaHeader, 3),
        tamper(rsaHeader, 2),
        rsaHeader.split('.').slice(0, 4).join('.'),
        'ctx1.x.y.z.w',
        '',
        'x'.repeat(3000),
      ];
      const before = await snapshot(suite.database);
      for (const value of bad) {
        const response = await suite.app.inject({
          method: 'POST',
          url: paths.registerEmailCode,
          headers: { [CLIENT_CONTEXT_HEADER]: value },
          payload: { email },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(CONTEXT_INVALID);
      }
      // Also on calls that take no body, and before authentication.
      const info = await suite.app.inject({
        method: 'GET',
        url: paths.userInfo,
        headers: { [CLIENT_CONTEXT_HEADER]: tamper(header, 4) },
      });
      expect(info.json()).toEqual(CONTEXT_INVALID);
      expect(await outboxFor(suite.app, email)).toEqual([]);
      expect(await snapshot(suite.database)).toEqual(before);
      // Optional: without the header the call goes through.
      const plain = await suite.app.inject({
        method: 'POST',
        url: paths.registerEmailCode,
        payload: { email },
      });
      expect(plain.json()).toMatchObject({ code: 0 });
    });

    it("the context's country no longer decides the double check (decision 026)", async () => {
      const email = uniqueEmail('abroad');
      await registerUser(suite.app, email); // country DE
      const abroad = new SecureClient(suite.app, { ...TEST_CONTEXT, country: 'CN' });
      const signedIn = await abroad.inject({
        url: paths.token,
        form: { grant_type: 'password', username: email, password: VALID_PASSWORD },
      });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toHaveProperty('access_token');
    });
  });

  describe('signatures', () => {
    const signedCodeCall = async (
      payload: Record<string, unknown>,
      overrides: { timestamp?: number; nonce?: string; version?: 'v1' | 'v2'; url?: string } = {},
    ) => {
      const url = overrides.url ?? paths.registerEmailCode;
      const body = JSON.stringify(payload);
      const headers = await sign({
        secret: CLIENT_SECRET,
        version: overrides.version ?? 'v1',
        method: 'POST',
        target: url,
        body,
        ...(overrides.timestamp === undefined ? {} : { timestamp: overrides.timestamp }),
        ...(overrides.nonce === undefined ? {} : { nonce: overrides.nonce }),
      });
      return { url, body, headers };
    };
    const send = (request: { url: string; body: string; headers: Record<string, string> }) =>
      suite.app.inject({
        method: 'POST',
        url: request.url,
        headers: { 'content-type': 'application/json', ...request.headers },
        payload: request.body,
      });

    it('a tampered signature or a changed field is refused with 40052, and nothing is sent', async () => {
      const email = uniqueEmail('signature');
      const signed = await signedCodeCall({ email });
      const before = await snapshot(suite.database);
      const flipped = signed.headers[SIGNATURE_HEADER].startsWith('A') ? 'B' : 'A';
      const tampered = await send({
        ...signed,
        headers: {
          ...signed.headers,
          [SIGNATURE_HEADER]: `${flipped}${signed.headers[SIGNATURE_HEADER].slice(1)}`,
        },
      });
      expect(tampered.json()).toEqual(SIGNATURE_INVALID);
      const changed = await send({
        ...signed,
        body: JSON.stringify({ email: uniqueEmail('other') }),
      });
      expect(changed.json()).toEqual(SIGNATURE_INVALID);
      const added = await send({ ...signed, body: JSON.stringify({ email, language: 'zh' }) });
      expect(added.json()).toEqual(SIGNATURE_INVALID);
      // A missing header, a padded MAC, another spelling of the version: malformed.
      const withoutNonce = Object.fromEntries(
        Object.entries(signed.headers).filter(([name]) => name !== SIGNATURE_NONCE_HEADER),
      );
      const malformed = [
        withoutNonce,
        { ...signed.headers, [SIGNATURE_HEADER]: `${signed.headers[SIGNATURE_HEADER]}=` },
        { ...signed.headers, [SIGNATURE_VERSION_HEADER]: 'V1' },
      ];
      for (const headers of malformed) {
        expect((await send({ ...signed, headers })).json()).toMatchObject({ code: 40052 });
      }
      expect(await snapshot(suite.database)).toEqual(before);
      expect(await outboxFor(suite.app, email)).toEqual([]);
      expect((await send(signed)).statusCode).toBe(200);
    });

    it('a replayed nonce is refused with 40054: one code, however often the call is sent', async () => {
      const email = uniqueEmail('replay');
      const signed = await signedCodeCall({ email });
      expect((await send(signed)).statusCode).toBe(200);
      const before = await snapshot(suite.database);
      const replayed = await send(signed);
      expect(replayed.statusCode).toBe(400);
      expect(replayed.json()).toEqual({ code: 40054, msg: 'nonce reused' });
      // Even re-signed with the same nonce for another address.
      const other = await signedCodeCall(
        { email: uniqueEmail('replay2') },
        { nonce: signed.headers[SIGNATURE_NONCE_HEADER] },
      );
      expect((await send(other)).json()).toEqual({ code: 40054, msg: 'nonce reused' });
      expect(await snapshot(suite.database)).toEqual(before);
      expect(await outboxFor(suite.app, email)).toHaveLength(1);
    });

    it('a timestamp outside ±5 minutes is refused with 40053', async () => {
      const email = uniqueEmail('window');
      const before = await snapshot(suite.database);
      for (const offset of [-301_000, 301_000, -3_600_000]) {
        const signed = await signedCodeCall({ email }, { timestamp: Date.now() + offset });
        const response = await send(signed);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ code: 40053, msg: 'signature expired' });
      }
      expect(await snapshot(suite.database)).toEqual(before);
      const late = await signedCodeCall({ email }, { timestamp: Date.now() - 290_000 });
      expect((await send(late)).statusCode).toBe(200);
    });

    it('v2 binds the body bytes and its version', async () => {
      const phone = uniqueMobile();
      const payload = { areaCode: phone.areaCode, phone: phone.phone };
      const v1 = await signedCodeCall(payload, { url: paths.registerSms, version: 'v1' });
      expect((await send(v1)).json()).toEqual({
        code: 40052,
        msg: 'signature version v2 required',
      });
      const v2 = await signedCodeCall(payload, { url: paths.registerSms, version: 'v2' });
      // The same fields, spelled differently: the body hash differs.
      const respaced = await send({ ...v2, body: JSON.stringify(payload, null, 2) });
      expect(respaced.json()).toEqual(SIGNATURE_INVALID);
      expect(await outboxFor(suite.app, phone.e164)).toEqual([]);
      expect((await send(v2)).statusCode).toBe(200);
      // A v1 call with a v2 signature is refused too.
      const wrong = await signedCodeCall({ email: uniqueEmail('v2-on-v1') }, { version: 'v2' });
      expect((await send(wrong)).json()).toEqual({
        code: 40052,
        msg: 'signature version v1 required',
      });
    });

    it('expired nonces are deleted', async () => {
      await suite.database.db
        .insertInto('signature_nonces')
        .values({ nonce: 'expired-nonce-00000001', expires_at: new Date(Date.now() - 3_600_000) })
        .execute();
      // A new instance cleans up with its first signed call.
      const { app: fresh } = await createTestApp(suite.database, UNLIMITED_CODES);
      try {
        const response = await new SecureClient(fresh).inject({
          url: paths.registerEmailCode,
          payload: { email: uniqueEmail('cleanup') },
        });
        expect(response.statusCode).toBe(200);
        const left = await suite.database.db
          .selectFrom('signature_nonces')
          .select('nonce')
          .where('expires_at', '<', new Date())
          .execute();
        expect(left).toEqual([]);
      } finally {
        await fresh.close();
      }
    });
  });

  describe('clients', () => {
    it('refuses the password grant (and its code steps) to a client other than the first-party one', async () => {
      const email = uniqueEmail('shop');
      await registerUser(suite.app, email);
      const before = await snapshot(suite.database);
      const grants: Record<string, string>[] = [
        { grant_type: 'password', username: email, password: VALID_PASSWORD },
        { grant_type: 'verification_code', username: email, code: '123456' },
        { grant_type: 'double_check', double_check_token: 'x', code: '123456' },
      ];
      for (const params of grants) {
        const response = await suite.app.inject({
          method: 'POST',
          url: paths.token,
          headers: {
            authorization: SHOP_AUTH,
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: new URLSearchParams(params).toString(),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 40015,
          msg: 'unauthorized client',
          error: 'unauthorized_client',
        });
      }
      expect(await snapshot(suite.database)).toEqual(before);
      // A wrong secret is still 40101.
      const wrong = await suite.app.inject({
        method: 'POST',
        url: paths.token,
        headers: {
          authorization: `Basic ${Buffer.from('shop-demo:wrong').toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'grant_type=password&username=x&password=y',
      });
      expect(wrong.json()).toMatchObject({ code: 40101 });
    });

    it('checks target-client-id on the token call: a registered client or none', async () => {
      const email = uniqueEmail('target');
      await registerUser(suite.app, email);
      const params = { grant_type: 'password', username: email, password: VALID_PASSWORD };
      const withTarget = (target: string | undefined) =>
        tokenCall(suite.app, params, {
          headers: target === undefined ? {} : { 'target-client-id': target },
        });
      const before = await snapshot(suite.database);
      const unknown = await withTarget('no-such-client');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({
        code: 40016,
        msg: 'unknown target client',
        error: 'invalid_request',
      });
      expect(await snapshot(suite.database)).toEqual(before);
      for (const target of [undefined, 'aurora-web', SHOP.clientId]) {
        expect((await withTarget(target)).statusCode).toBe(200);
      }
    });
  });
});

describe.each(databases)('request security and the slider on %s', (kind) => {
  const suite = appSuite(kind, { ...SLIDER_ON, ...UNLIMITED_CODES });

  it('a call refused for its signature, context or password uses no slider ticket', async () => {
    const client = new SecureClient(suite.app);
    const email = uniqueEmail('slider');
    const ticket = await solveSlider(suite.app);
    const refused = [
      await client.inject({
        url: paths.registerEmailCode,
        payload: { email },
        headers: { [SLIDER_TICKET_HEADER]: ticket, [SIGNATURE_TIMESTAMP_HEADER]: '1' },
      }),
      await client.inject({
        url: paths.registerEmailCode,
        payload: { email },
        headers: { [SLIDER_TICKET_HEADER]: ticket, [CLIENT_CONTEXT_HEADER]: 'ctx1.bad' },
      }),
      await client.inject({
        url: paths.token,
        form: { grant_type: 'password', username: email, password: 'enc1.bad' },
        encrypt: false,
        headers: { [SLIDER_TICKET_HEADER]: ticket },
      }),
    ];
    expect(refused.map((response) => (response.json() as { code: number }).code)).toEqual([
      40053, 40051, 40050,
    ]);
    const accepted = await client.inject({
      url: paths.registerEmailCode,
      payload: { email },
      headers: { [SLIDER_TICKET_HEADER]: ticket },
    });
    expect(accepted.statusCode).toBe(200);
    // Signature headers are read as a set: a lone version header is malformed, not ignored.
    const lone = await suite.app.inject({
      method: 'POST',
      url: paths.registerEmailCode,
      headers: { [SIGNATURE_VERSION_HEADER]: 'v1' },
      payload: { email },
    });
    expect(lone.json()).toEqual({ code: 40052, msg: 'signature headers malformed' });
  });
});
