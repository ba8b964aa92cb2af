import {
  apiPaths,
  canonicalString,
  CLIENT_CONTEXT_HEADER,
  decryptContext,
  decryptContextJwe,
  decryptPassword,
  decryptPasswordJwe,
  ENCRYPTION_ALGORITHM,
  hmacSha256,
  sign,
  SIGNATURE_HEADER,
  SIGNATURE_NONCE_HEADER,
  SIGNATURE_TIMESTAMP_HEADER,
  SIGNATURE_VECTORS,
  SIGNATURE_VERSION_HEADER,
  type PublicKeyResult,
} from '@account-centre/contract';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '#lib/api/api-error.ts';
import { selectCountryArea } from '#lib/country/country-store.ts';
import { sendRequest } from '#lib/api/http.ts';
import { i18n } from '#lib/i18n/i18n.ts';
import { RequestSecurity } from '#lib/security/request-security.ts';
import { setRequestSecurityEnabled } from '#lib/security/security-loader.ts';
import { ok, stubFetch, type RecordedRequest } from '#testing/fetch-stub.ts';

const paths = apiPaths('aurora');
const SECRET = 'aurora-web-secret';
const PASSWORD = 'Secret123';
const NEW_PASSWORD = 'Better456';
const anything = z.unknown();

interface ServerKey {
  kid: string;
  privateKey: CryptoKey;
  /** Decision 060: the X25519 pair of the same key id. */
  x25519PrivateKey: CryptoKey;
  jweJwk: NonNullable<PublicKeyResult['jweJwk']>;
  /** The answer of a server before decision 060 (RSA only), unless `overrides` add `jweJwk`. */
  answer: (overrides?: Partial<PublicKeyResult>) => PublicKeyResult;
}

async function makeServerKey(kid: string): Promise<ServerKey> {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 3072,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const x25519 = (await crypto.subtle.generateKey({ name: 'X25519' }, true, [
    'deriveBits',
  ])) as CryptoKeyPair;
  const x25519Jwk = await crypto.subtle.exportKey('jwk', x25519.publicKey);
  return {
    kid,
    privateKey: pair.privateKey,
    x25519PrivateKey: x25519.privateKey,
    jweJwk: {
      kty: 'OKP',
      crv: 'X25519',
      x: x25519Jwk.x ?? '',
      alg: 'ECDH-ES',
      use: 'enc',
      kid,
    },
    answer: (overrides = {}) => ({
      kid,
      alg: ENCRYPTION_ALGORITHM,
      jwk: {
        kty: 'RSA',
        n: jwk.n ?? '',
        e: jwk.e ?? '',
        alg: ENCRYPTION_ALGORITHM,
        use: 'enc',
        kid,
      },
      spki: btoa(String.fromCharCode(...spki))
        .replace(/\+/g, '-')
        .replace(/\//g, '_'),
      cacheSeconds: 3600,
      serverTime: Date.now(),
      ...overrides,
    }),
  };
}

let keyA: ServerKey;
let keyB: ServerKey;

/** RSA-OAEP decryption with the test server's private keys, as the server's key ring does. */
function rsaDecrypt(kid: string, ciphertext: Uint8Array): Promise<Uint8Array> {
  const key = [keyA, keyB].find((candidate) => candidate.kid === kid);
  if (!key) throw new Error(`unknown kid ${kid}`);
  return crypto.subtle
    .decrypt({ name: 'RSA-OAEP' }, key.privateKey, new Uint8Array(ciphertext))
    .then((plain) => new Uint8Array(plain));
}

/** Everything a request shows on the wire, as one text. */
function wireText(request: RecordedRequest): string {
  return [request.url.href, JSON.stringify(request.body ?? null), ...request.headers.values()].join(
    '\n',
  );
}

/** Checks a signed request as the server does: the recipe over the target and body as sent. */
async function expectValidSignature(request: RecordedRequest, version: 'v1' | 'v2') {
  const header = (name: string) => request.headers.get(name) ?? '';
  expect(header(SIGNATURE_VERSION_HEADER)).toBe(version);
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  const canonical = await canonicalString({
    version,
    method: request.method,
    target: `${request.url.pathname}${request.url.search}`,
    payload: request.body,
    body,
    timestamp: header(SIGNATURE_TIMESTAMP_HEADER),
    nonce: header(SIGNATURE_NONCE_HEADER),
  });
  expect(header(SIGNATURE_HEADER)).toBe(await hmacSha256(SECRET, canonical));
}

beforeAll(async () => {
  [keyA, keyB] = await Promise.all([
    makeServerKey('key-A-00000001'),
    makeServerKey('key-B-00000002'),
  ]);
});

beforeEach(() => {
  setRequestSecurityEnabled(true);
});

describe('signatures: the contract test vectors, signed in the browser', () => {
  test.each(SIGNATURE_VECTORS.map((vector) => [vector.name, vector] as const))(
    '%s',
    async (_name, vector) => {
      const headers = await sign({
        secret: vector.secret,
        version: vector.version,
        method: vector.method,
        target: vector.target,
        body: vector.body,
        timestamp: vector.timestamp,
        nonce: vector.nonce,
      });
      expect(headers).toEqual({
        [SIGNATURE_VERSION_HEADER]: vector.version,
        [SIGNATURE_TIMESTAMP_HEADER]: String(vector.timestamp),
        [SIGNATURE_NONCE_HEADER]: vector.nonce,
        [SIGNATURE_HEADER]: vector.signature,
      });
    },
  );

  test('the signature check of these tests accepts the vectors and nothing changed', async () => {
    for (const vector of SIGNATURE_VECTORS.filter((v) => v.secret === SECRET && v.body)) {
      const url = new URL(vector.target, 'https://example.test');
      const request: RecordedRequest = {
        method: vector.method,
        url,
        headers: new Headers({
          [SIGNATURE_VERSION_HEADER]: vector.version,
          [SIGNATURE_TIMESTAMP_HEADER]: String(vector.timestamp),
          [SIGNATURE_NONCE_HEADER]: vector.nonce,
          [SIGNATURE_HEADER]: vector.signature,
        }),
        body: JSON.parse(vector.body ?? '{}') as unknown,
      };
      await expectValidSignature(request, vector.version);
    }
  });
});

describe('request security of the API client', () => {
  test('nothing is fetched before the first call; the key is fetched once for many calls', async () => {
    const calls = stubFetch([
      { method: 'POST', path: paths.publicKey, reply: () => ok(keyA.answer()) },
      { method: 'GET', path: paths.userInfo, reply: () => ok({ n: 1 }) },
    ]);
    expect(calls).toEqual([]);
    await Promise.all([
      sendRequest({ method: 'GET', path: paths.userInfo, schema: anything }),
      sendRequest({ method: 'GET', path: paths.userInfo, schema: anything }),
    ]);
    await sendRequest({ method: 'GET', path: paths.userInfo, schema: anything });
    expect(calls.map((call) => call.url.pathname)).toEqual([
      paths.publicKey,
      paths.userInfo,
      paths.userInfo,
      paths.userInfo,
    ]);
    // The publickey call carries no context header (the server needs none to answer it).
    expect(calls[0]?.headers.has(CLIENT_CONTEXT_HEADER)).toBe(false);
  });

  test('the sign-in sends its password encrypted in the query; nothing shows it in clear', async () => {
    const calls = stubFetch([
      { method: 'POST', path: paths.publicKey, reply: () => ok(keyA.answer()) },
      {
        method: 'POST',
        path: paths.token,
        reply: () => ({ status: 200, body: { access_token: 'a', refresh_token: 'r' } }),
      },
    ]);
    await sendRequest({
      method: 'POST',
      path: paths.token,
      query: { grant_type: 'password', username: 'ada@example.com', password: PASSWORD },
      schema: anything,
    });
    const token = calls[1];
    if (!token) throw new Error('no token call');
    const sent = token.url.searchParams.get('password') ?? '';
    expect(sent).toMatch(new RegExp(`^enc1\\.${keyA.kid}\\.[A-Za-z0-9_-]+$`));
    expect(await decryptPassword(sent, rsaDecrypt)).toBe(PASSWORD);
    expect(token.url.searchParams.get('username')).toBe('ada@example.com');
    expect(wireText(token)).not.toContain(PASSWORD);
  });

  test('change password encrypts both fields; the registration encrypts and signs over the sent body', async () => {
    const calls = stubFetch([
      { method: 'POST', path: paths.publicKey, reply: () => ok(keyA.answer()) },
      { method: 'POST', path: paths.changePassword, reply: () => ok(null) },
      { method: 'POST', path: paths.registerEmailVerification, reply: () => ok(null) },
      { method: 'POST', path: paths.resetPassword, reply: () => ok(null) },
    ]);
    const input = { currentPassword: PASSWORD, password: NEW_PASSWORD };
    await sendRequest({
      method: 'POST',
      path: paths.changePassword,
      body: input,
      schema: anything,
    });
    const registration = {
      email: 'ada@example.com',
      code: '123456',
      password: PASSWORD,
      birthDate: { year: 1990, month: 5, day: 17 },
    };
    await sendRequest({
      method: 'POST',
      path: paths.registerEmailVerification,
      body: registration,
      schema: anything,
    });
    await sendRequest({
      method: 'POST',
      path: paths.resetPassword,
      body: { email: 'ada@example.com', code: '123456', password: NEW_PASSWORD },
      schema: anything,
    });
    // The caller's objects are left as they were.
    expect(input.currentPassword).toBe(PASSWORD);
    expect(registration.password).toBe(PASSWORD);

    const [, change, register, reset] = calls;
    const changed = change?.body as Record<string, string>;
    expect(await decryptPassword(changed.currentPassword ?? '', rsaDecrypt)).toBe(PASSWORD);
    expect(await decryptPassword(changed.password ?? '', rsaDecrypt)).toBe(NEW_PASSWORD);
    const registered = register?.body as Record<string, unknown>;
    expect(registered).toMatchObject({ email: 'ada@example.com', birthDate: { year: 1990 } });
    expect(await decryptPassword(String(registered.password), rsaDecrypt)).toBe(PASSWORD);
    const resetBody = reset?.body as Record<string, string>;
    expect(await decryptPassword(resetBody.password ?? '', rsaDecrypt)).toBe(NEW_PASSWORD);
    for (const call of calls) {
      expect(wireText(call)).not.toContain(PASSWORD);
      expect(wireText(call)).not.toContain(NEW_PASSWORD);
    }
    // Only the calls spec §7 marks are signed.
    if (!register) throw new Error('no registration call');
    await expectValidSignature(register, 'v1');
    expect(change?.headers.has(SIGNATURE_HEADER)).toBe(false);
    expect(reset?.headers.has(SIGNATURE_HEADER)).toBe(false);
  });

  test('the SMS code call is signed v2 (the body hash), with the server clock from serverTime', async () => {
    const ahead = 10 * 60 * 1000;
    const calls = stubFetch([
      {
        method: 'POST',
        path: paths.publicKey,
        reply: () => ok(keyA.answer({ serverTime: Date.now() + ahead })),
      },
      { method: 'POST', path: paths.registerSms, reply: () => ok(null) },
    ]);
    const before = Date.now();
    await sendRequest({
      method: 'POST',
      path: paths.registerSms,
      body: { areaCode: '86', phone: '13812345678' },
      schema: anything,
    });
    const sms = calls[1];
    if (!sms) throw new Error('no SMS call');
    await expectValidSignature(sms, 'v2');
    const timestamp = Number(sms.headers.get(SIGNATURE_TIMESTAMP_HEADER));
    expect(timestamp).toBeGreaterThanOrEqual(before + ahead - 2000);
    expect(timestamp).toBeLessThanOrEqual(Date.now() + ahead + 2000);
  });

  test('the context header carries region, language and country, and is rebuilt only when one changes', async () => {
    const calls = stubFetch([
      { method: 'POST', path: paths.publicKey, reply: () => ok(keyA.answer()) },
      { method: 'GET', path: paths.userInfo, reply: () => ok(null) },
    ]);
    const call = () => sendRequest({ method: 'GET', path: paths.userInfo, schema: anything });
    const header = (index: number) => calls[index]?.headers.get(CLIENT_CONTEXT_HEADER) ?? '';

    await call();
    await call();
    expect(header(1)).toMatch(new RegExp(`^ctx1\\.${keyA.kid}\\.`));
    expect(header(2)).toBe(header(1));
    // example.test: the host names no region (cn), and its default country is Germany.
    expect(await decryptContext(header(1), rsaDecrypt)).toEqual({
      region: 'cn',
      language: 'en',
      country: 'DE',
    });

    await i18n.changeLanguage('zh');
    await call();
    expect(header(3)).not.toBe(header(2));
    expect(await decryptContext(header(3), rsaDecrypt)).toMatchObject({ language: 'zh' });

    selectCountryArea('FR');
    await call();
    expect(await decryptContext(header(4), rsaDecrypt)).toEqual({
      region: 'cn',
      language: 'zh',
      country: 'FR',
    });
    await call();
    expect(header(5)).toBe(header(4));
  });

  test('40050/40051: the key is fetched again and the call retried once', async () => {
    let refusals = 0;
    let keyFetches = 0;
    // The server rotates past key A after handing it out: only key B decrypts.
    const calls = stubFetch([
      {
        method: 'POST',
        path: paths.publicKey,
        reply: () => ok((keyFetches++ === 0 ? keyA : keyB).answer()),
      },
      {
        method: 'POST',
        path: paths.changePassword,
        reply: (request) => {
          const body = request.body as Record<string, string>;
          if (!body.password?.startsWith(`enc1.${keyB.kid}.`)) {
            refusals += 1;
            return { status: 400, body: { code: 40050, msg: 'password could not be decrypted' } };
          }
          return ok(null);
        },
      },
    ]);
    await sendRequest({
      method: 'POST',
      path: paths.changePassword,
      body: { currentPassword: PASSWORD, password: NEW_PASSWORD },
      schema: anything,
    });
    expect(refusals).toBe(1);
    expect(calls.map((call) => call.url.pathname)).toEqual([
      paths.publicKey,
      paths.changePassword,
      paths.publicKey,
      paths.changePassword,
    ]);
    expect(calls[3]?.headers.get(CLIENT_CONTEXT_HEADER)).toMatch(
      new RegExp(`^ctx1\\.${keyB.kid}\\.`),
    );
  });

  test('a second 40051 in a row is the answer: no endless retries', async () => {
    const calls = stubFetch([
      { method: 'POST', path: paths.publicKey, reply: () => ok(keyA.answer()) },
      {
        method: 'GET',
        path: paths.userInfo,
        reply: () => ({ status: 400, body: { code: 40051, msg: 'context header invalid' } }),
      },
    ]);
    const failure = sendRequest({ method: 'GET', path: paths.userInfo, schema: anything });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ errorName: 'contextHeaderInvalid' });
    expect(calls.filter((call) => call.url.pathname === paths.userInfo)).toHaveLength(2);
    expect(calls.filter((call) => call.url.pathname === paths.publicKey)).toHaveLength(2);
  });

  test('40053: the clock offset is synced again from serverTime and the call retried once', async () => {
    const skew = 20 * 60 * 1000;
    let keyFetches = 0;
    // The first answer comes from a server whose clock is off; it is corrected by the second.
    const calls = stubFetch([
      {
        method: 'POST',
        path: paths.publicKey,
        reply: () => ok(keyA.answer({ serverTime: Date.now() - (keyFetches++ === 0 ? skew : 0) })),
      },
      {
        method: 'POST',
        path: paths.registerEmailCode,
        reply: (request) => {
          const sent = Number(request.headers.get(SIGNATURE_TIMESTAMP_HEADER));
          return Math.abs(sent - Date.now()) > 5 * 60 * 1000
            ? { status: 400, body: { code: 40053, msg: 'timestamp outside the window' } }
            : ok({ retryAfterSeconds: 60 });
        },
      },
    ]);
    await sendRequest({
      method: 'POST',
      path: paths.registerEmailCode,
      body: { email: 'ada@example.com' },
      schema: anything,
    });
    const sent = calls.filter((call) => call.url.pathname === paths.registerEmailCode);
    expect(sent).toHaveLength(2);
    const [stale, fresh] = sent.map((call) => Number(call.headers.get(SIGNATURE_TIMESTAMP_HEADER)));
    expect(Math.abs((stale ?? 0) - Date.now() + skew)).toBeLessThan(5000);
    expect(Math.abs((fresh ?? 0) - Date.now())).toBeLessThan(5000);
    // A new nonce for the new attempt.
    expect(sent[0]?.headers.get(SIGNATURE_NONCE_HEADER)).not.toBe(
      sent[1]?.headers.get(SIGNATURE_NONCE_HEADER),
    );
    for (const call of sent) await expectValidSignature(call, 'v1');
  });

  test('other refusals are not retried', async () => {
    const calls = stubFetch([
      { method: 'POST', path: paths.publicKey, reply: () => ok(keyA.answer()) },
      {
        method: 'POST',
        path: paths.registerEmailCode,
        reply: () => ({ status: 400, body: { code: 40052, msg: 'signature invalid' } }),
      },
    ]);
    await expect(
      sendRequest({
        method: 'POST',
        path: paths.registerEmailCode,
        body: { email: 'ada@example.com' },
        schema: anything,
      }),
    ).rejects.toMatchObject({ errorName: 'signatureInvalid' });
    expect(calls).toHaveLength(2);
  });
});

describe('RequestSecurity', () => {
  test('keeps the key no longer than cacheSeconds', async () => {
    let now = 1_767_225_600_000;
    let fetches = 0;
    const security = new RequestSecurity({
      fetchPublicKey: (baseUrl) => {
        expect(baseUrl).toBe('');
        fetches += 1;
        return Promise.resolve(ok(keyA.answer({ cacheSeconds: 60, serverTime: now + 1234 })).body);
      },
      paths: () => paths,
      clientSecret: () => SECRET,
      context: () => Promise.resolve({ region: 'eu', language: 'en', country: 'DE' }),
      now: () => now,
    });
    const first = await security.publicKey('');
    expect(first.clockOffsetMs).toBe(1234);
    now += 59_999;
    expect(await security.publicKey('')).toBe(first);
    now += 1;
    const second = await security.publicKey('');
    expect(second).not.toBe(first);
    expect(fetches).toBe(2);
    // Forgetting a key that is no longer current leaves the current one alone.
    security.forgetKey(first);
    expect(await security.publicKey('')).toBe(second);
    security.forgetKey(second);
    await security.publicKey('');
    expect(fetches).toBe(3);
  });

  test('each API server (regional servers have their own) has its own key and context header', async () => {
    const EU = 'https://eu.example.com';
    const fetched: string[] = [];
    const security = new RequestSecurity({
      fetchPublicKey: (baseUrl) => {
        fetched.push(baseUrl);
        return Promise.resolve(ok((baseUrl === EU ? keyB : keyA).answer()).body);
      },
      paths: () => paths,
      clientSecret: () => SECRET,
      context: () => Promise.resolve({ region: 'eu', language: 'en', country: 'DE' }),
    });
    const login = { method: 'POST', path: paths.token, body: { password: PASSWORD } } as const;
    // Back and forth between this origin and the EU server: one key fetch each.
    const here = await security.secure(login, '');
    const there = await security.secure(login, EU);
    await security.secure(login, '');
    await security.secure(login, EU);
    expect(fetched).toEqual(['', EU]);
    expect(here.key?.info.kid).toBe(keyA.kid);
    expect(there.key?.info.kid).toBe(keyB.kid);
    // Each header opens with its own server's key, each password too.
    const contextThere = there.headers[CLIENT_CONTEXT_HEADER] ?? '';
    await expect(decryptContext(contextThere, rsaDecrypt)).resolves.toMatchObject({ region: 'eu' });
    expect(contextThere).not.toBe(here.headers[CLIENT_CONTEXT_HEADER]);
    const sent = JSON.parse(there.body ?? '{}') as { password: string };
    expect(await decryptPassword(sent.password, rsaDecrypt)).toBe(PASSWORD);
    // Forgetting the EU key (a 40050 there) leaves this origin's alone.
    security.forgetKey(there.key);
    await security.secure(login, '');
    await security.secure(login, EU);
    expect(fetched).toEqual(['', EU, EU]);
  });

  test('a publickey call goes out as it is', async () => {
    const security = new RequestSecurity({
      fetchPublicKey: () => Promise.reject(new Error('not needed')),
      paths: () => paths,
      clientSecret: () => SECRET,
      context: () => Promise.resolve({ region: 'eu', language: 'en', country: 'DE' }),
    });
    expect(await security.secure({ method: 'POST', path: paths.publicKey }, '')).toEqual({
      target: paths.publicKey,
      body: undefined,
      headers: {},
      key: undefined,
    });
  });
});

describe('JWE with the X25519 key (decision 060)', () => {
  /** The X25519 private key of a key id, as the server's key ring gives it. */
  const jweKey = (kid: string) => {
    const key = [keyA, keyB].find((candidate) => candidate.kid === kid);
    if (!key) return Promise.reject(new Error(`unknown kid ${kid}`));
    return Promise.resolve(key.x25519PrivateKey);
  };

  test('when publickey offers it, the password and the context header travel as compact JWE', async () => {
    const calls = stubFetch([
      {
        method: 'POST',
        path: paths.publicKey,
        reply: () => ok(keyA.answer({ jweJwk: keyA.jweJwk })),
      },
      {
        method: 'POST',
        path: paths.token,
        reply: () => ({ status: 200, body: { access_token: 'a', refresh_token: 'r' } }),
      },
    ]);
    await sendRequest({
      method: 'POST',
      path: paths.token,
      query: { grant_type: 'password', username: 'ada@example.com', password: PASSWORD },
      schema: anything,
    });
    const token = calls[1];
    if (!token) throw new Error('no token call');
    const sent = token.url.searchParams.get('password') ?? '';
    const compactJwe = /^eyJ[\w-]*\.\.[\w-]+\.[\w-]+\.[\w-]+$/;
    expect(sent).toMatch(compactJwe);
    const header = JSON.parse(
      atob((sent.split('.')[0] ?? '').replace(/-/g, '+').replace(/_/g, '/')),
    );
    expect(header).toMatchObject({ alg: 'ECDH-ES', enc: 'A256GCM', kid: keyA.kid });
    expect(await decryptPasswordJwe(sent, jweKey)).toBe(PASSWORD);
    const context = token.headers.get(CLIENT_CONTEXT_HEADER) ?? '';
    expect(context).toMatch(compactJwe);
    expect(await decryptContextJwe(context, jweKey)).toMatchObject({ region: 'cn' });
    expect(wireText(token)).not.toContain(PASSWORD);
  });

  test('a key the browser cannot import, or a server without one, leaves it with RSA-OAEP', async () => {
    const login = {
      method: 'POST' as const,
      path: paths.token,
      query: { grant_type: 'password', username: 'ada@example.com', password: PASSWORD },
    };
    for (const answer of [
      keyA.answer(),
      keyA.answer({ jweJwk: { ...keyA.jweJwk, x: 'not-a-key' } }),
      keyA.answer({ jweJwk: { ...keyA.jweJwk, kid: keyB.kid } }),
    ]) {
      const security = new RequestSecurity({
        fetchPublicKey: () => Promise.resolve({ code: 0, msg: 'success', data: answer }),
        paths: () => paths,
        clientSecret: () => SECRET,
        context: () => Promise.resolve({ region: 'eu', language: 'en', country: 'DE' }),
      });
      const secured = await security.secure(login, '');
      expect(secured.key?.jwe).toBeUndefined();
      const sent = new URL(secured.target, 'https://example.test').searchParams.get('password');
      expect(sent).toMatch(new RegExp(`^enc1\\.${keyA.kid}\\.`));
      expect(await decryptPassword(sent ?? '', rsaDecrypt)).toBe(PASSWORD);
      expect(secured.headers[CLIENT_CONTEXT_HEADER]).toMatch(new RegExp(`^ctx1\\.${keyA.kid}\\.`));
    }
  });
});
