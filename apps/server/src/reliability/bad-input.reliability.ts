import { isValidPassword, OIDC_PATHS } from '@account-centre/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#app.ts';
import { BODY_LIMIT_BYTES } from '#app.ts';
import { createOauthClient, pkce } from '#testing/oauth-client.ts';
import { TestBrowser } from '#testing/oidc-browser.ts';
import {
  AUTH_HEADER,
  BASIC_AUTH,
  createTestApp,
  createTestDatabase,
  paths,
  registerUser,
  signIn,
  uniqueEmail,
  type TestDatabase,
} from '#testing/test-app.ts';
import { databasesFor, expectErrorBody, rowCounts, type RowCounts } from './support.ts';

/**
 * Bad input: property-based fuzzing (fast-check) of every endpoint. Request security is
 * `optional` here so that the bad values reach the validators (with it `required`, most would be
 * refused earlier, 40050–40052, which proves less). The shop-login calls (client check, authCode,
 * store redirect) are fuzzed with a registered shop client and real, unfinished sign-in requests
 * (interactions) of the OpenID provider, so that only the broken field can be the reason for a
 * refusal. The provider's own endpoints (token, userinfo …) are `oidc-provider`'s (decision 031).
 */
type Method = 'GET' | 'POST';
interface Endpoint {
  name: string;
  method: Method;
  url: string;
  /** The fields the call reads (one of them gets a bad value in every run). */
  fields: string[];
  /** A valid example body (the fuzzer breaks one field of it). */
  valid: Record<string, unknown>;
  signedIn?: boolean;
  /** Fields as a query string or form (the token call). */
  params?: boolean;
  /** The `Authorization` header it sends (client authentication, or a Bearer token). */
  authorization?: () => string;
  /** The browser's cookies it sends (the provider's interaction cookie, decision 038). */
  cookie?: () => string;
}

const SHOP_ID = 'aurora-shop';
const SHOP_SECRET = 'shop-secret-for-fuzzing-0123456789abcdef';
const SHOP_URL = 'https://shop.example/cb';

/**
 * Set in beforeAll: two live sign-in requests of the shop client (authCode, store redirect), and
 * the cookies of the browsers that started them (only those browsers can finish them).
 */
const shop = { authCodeInteraction: '', storeInteraction: '', authCodeCookie: '', storeCookie: '' };

/** The web app's finishing call for a sign-in request of the shop client. */
const shopRequest = (interaction: string) => ({
  client_id: SHOP_ID,
  redirect_url: SHOP_URL,
  interaction,
});
const AUTHORIZATION_FIELDS = ['client_id', 'redirect_url', 'interaction'];

const validRegistration = {
  code: '123456',
  password: 'Vacuum-Dock42',
  country: 'DE',
  birthDate: { year: 1990, month: 5, day: 17 },
  agreementAccepted: true,
  language: 'en',
};

const ENDPOINTS: Endpoint[] = [
  {
    name: 'registerEmailCode',
    method: 'POST',
    url: paths.registerEmailCode,
    fields: ['email', 'language'],
    valid: { email: 'fuzz@example.com' },
  },
  {
    name: 'registerEmailVerification',
    method: 'POST',
    url: paths.registerEmailVerification,
    fields: ['email', 'code', 'password', 'country', 'birthDate', 'agreementAccepted', 'language'],
    valid: { email: 'fuzz@example.com', ...validRegistration },
  },
  {
    name: 'registerSms',
    method: 'POST',
    url: paths.registerSms,
    fields: ['areaCode', 'phone', 'language'],
    valid: { areaCode: '86', phone: '13800138000' },
  },
  {
    name: 'registerSmsVerification',
    method: 'POST',
    url: paths.registerSmsVerification,
    fields: ['areaCode', 'phone', 'code', 'password', 'country', 'birthDate', 'agreementAccepted'],
    valid: { areaCode: '86', phone: '13800138000', ...validRegistration, country: 'CN' },
  },
  {
    name: 'resetPasswordCode',
    method: 'POST',
    url: paths.resetPasswordCode,
    fields: ['account', 'language'],
    valid: { account: 'fuzz@example.com' },
  },
  {
    name: 'resetPassword',
    method: 'POST',
    url: paths.resetPassword,
    fields: ['account', 'code', 'password'],
    valid: { account: 'fuzz@example.com', code: '123456', password: 'Vacuum-Dock42' },
  },
  {
    name: 'oauthEmail',
    method: 'POST',
    url: paths.oauthEmail,
    fields: ['purpose', 'account', 'double_check_token', 'language'],
    valid: { purpose: 'login', account: 'fuzz@example.com' },
  },
  {
    name: 'token',
    method: 'POST',
    url: paths.token,
    fields: [
      'grant_type',
      'username',
      'password',
      'code',
      'refresh_token',
      'double_check_token',
      'country',
      'scope',
    ],
    valid: { grant_type: 'password', username: 'fuzz@example.com', password: 'Vacuum-Dock42' },
    params: true,
  },
  { name: 'sliderChallenge', method: 'POST', url: paths.sliderChallenge, fields: [], valid: {} },
  {
    name: 'sliderVerify',
    method: 'POST',
    url: paths.sliderVerify,
    fields: ['challengeId', 'input', 'position', 'trace'],
    valid: {
      challengeId: '00000000-0000-4000-8000-000000000000',
      input: 'drag',
      position: 100,
      trace: [
        { t: 0, x: 0 },
        { t: 500, x: 100 },
      ],
    },
  },
  { name: 'publicKey', method: 'POST', url: paths.publicKey, fields: [], valid: {} },
  {
    name: 'privacy',
    method: 'GET',
    url: paths.privacy,
    fields: ['kind', 'lang', 'country'],
    valid: {},
  },
  { name: 'userInfo', method: 'GET', url: paths.userInfo, fields: [], valid: {}, signedIn: true },
  { name: 'logout', method: 'GET', url: paths.logout, fields: [], valid: {}, signedIn: true },
  {
    name: 'changePassword',
    method: 'POST',
    url: paths.changePassword,
    fields: ['password'],
    valid: { currentPassword: 'Vacuum-Dock42', password: 'Other1234' },
    signedIn: true,
  },
  // (Any string is a possible current password: a wrong one counts towards the lock, rightly.)
  {
    name: 'changeEmailCode',
    method: 'POST',
    url: paths.changeEmailCode,
    fields: ['email', 'language'],
    valid: { email: 'fuzz-new@example.com' },
    signedIn: true,
  },
  {
    name: 'changeEmail',
    method: 'POST',
    url: paths.changeEmail,
    fields: ['email', 'code', 'currentPassword', 'language'],
    valid: { email: 'fuzz-new@example.com', code: '123456', currentPassword: 'Vacuum-Dock42' },
    signedIn: true,
  },
  {
    name: 'homeRuleList',
    method: 'POST',
    url: paths.homeRuleList,
    fields: ['language'],
    valid: {},
    signedIn: true,
  },
  {
    name: 'homeRuleCheck',
    method: 'POST',
    url: paths.homeRuleCheck,
    fields: ['language', 'accept'],
    valid: {},
    signedIn: true,
  },
  {
    name: 'oauthClient',
    method: 'GET',
    url: paths.oauthClient,
    fields: ['client_id', 'redirect_url'],
    valid: { client_id: SHOP_ID, redirect_url: SHOP_URL },
  },
  {
    name: 'authCode',
    method: 'GET',
    url: paths.authCode,
    fields: AUTHORIZATION_FIELDS,
    get valid() {
      return shopRequest(shop.authCodeInteraction);
    },
    signedIn: true,
    cookie: () => shop.authCodeCookie,
  },
  {
    name: 'storeRedirect',
    method: 'POST',
    url: paths.storeRedirect,
    fields: AUTHORIZATION_FIELDS,
    get valid() {
      return shopRequest(shop.storeInteraction);
    },
    signedIn: true,
    cookie: () => shop.storeCookie,
  },
];

const ONE_MB = 'A'.repeat(1024 * 1024);
/** Values no field of any call accepts (wrong type, or a string no rule lets through). */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 64, -0.5),
  fc.constant('9'.repeat(400)),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.constantFrom(
    "' OR '1'='1' --",
    "x'); DROP TABLE users; --",
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '${jndi:ldap://x}',
    '\u0000\u0000',
    '\ud800',
    'аdmin@exаmple.com <>',
    'ﬀ@example.com\u202e',
    '  ',
    '',
  ),
  fc.string({ minLength: 300, maxLength: 600 }),
);
const extraFields = fc.dictionary(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'isAdmin',
    'tenant_id',
    'id',
    'password_hash',
    'extra',
  ),
  fc.jsonValue(),
  { maxKeys: 3 },
);

/** The endpoint's valid body with one field broken (or removed) and maybe extra fields. */
function brokenBody(endpoint: Endpoint) {
  if (endpoint.fields.length === 0) return fc.constant({} as Record<string, unknown>);
  return (
    fc
      .record({
        field: fc.constantFrom(...endpoint.fields),
        value: badValue,
        remove: fc.boolean(),
        extra: extraFields,
      })
      .filter(({ field, remove }) => !remove || endpoint.valid[field] !== undefined)
      // A SQL or HTML string can be a good password (letters and digits, 8–… characters): with
      // the right current password, changePassword would rightly take it.
      .filter(
        ({ field, value, remove }) =>
          remove || field !== 'password' || typeof value !== 'string' || !isValidPassword(value),
      )
      // Any string is a possible current password: the e-mail change rightly counts a wrong one
      // towards the account lock (issue 19 Medium 2). Missing or not a string, it changes nothing.
      .filter(
        ({ field, value, remove }) =>
          remove || field !== 'currentPassword' || typeof value !== 'string',
      )
      .map(({ field, value, remove, extra }) => {
        const body: Record<string, unknown> = { ...extra, ...endpoint.valid };
        if (!remove) return { ...body, [field]: value };
        return Object.fromEntries(Object.entries(body).filter(([key]) => key !== field));
      })
  );
}

function asParams(body: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    params.append(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  }
  return params.toString();
}

describe.each(databasesFor('other'))('bad input on %s', (kind) => {
  let database: TestDatabase;
  let app: App;
  let token = '';
  const email = uniqueEmail('fuzz-owner');

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ({ app } = await createTestApp(database, { CODE_MAX_SENDS_PER_IP_PER_HOUR: '100000' }));
    await registerUser(app, email);
    token = (await signIn(app, email)).access_token;
    // The shop client, registered with the admin tool, and two sign-in requests the provider
    // sent to the web app's login screen (left unfinished: the valid part of every fuzzed call).
    await createOauthClient(database.db, {
      shop: true,
      redirectUrl: SHOP_URL,
      secret: SHOP_SECRET,
    });
    const interaction = async () => {
      const browser = new TestBrowser(() => app);
      const started = await browser.request(
        `${OIDC_PATHS.authorization}?${new URLSearchParams({
          client_id: SHOP_ID,
          redirect_uri: SHOP_URL,
          response_type: 'code',
          scope: 'openid email',
          code_challenge: pkce().challenge,
          code_challenge_method: 'S256',
        }).toString()}`,
      );
      expect(started.status, started.body).toBe(303);
      return {
        uid: new URL(started.location ?? '').searchParams.get('interaction') ?? '',
        cookie: browser.cookieHeader,
      };
    };
    const forAuthCode = await interaction();
    const forStore = await interaction();
    shop.authCodeInteraction = forAuthCode.uid;
    shop.authCodeCookie = forAuthCode.cookie;
    shop.storeInteraction = forStore.uid;
    shop.storeCookie = forStore.cookie;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function send(
    endpoint: Endpoint,
    options: { body?: string | Buffer; contentType?: string; query?: string } = {},
  ) {
    const headers: Record<string, string> = {};
    if (options.contentType) headers['content-type'] = options.contentType;
    if (endpoint.signedIn) headers[AUTH_HEADER] = token;
    if (endpoint.name === 'token') headers.authorization = BASIC_AUTH;
    if (endpoint.authorization) headers.authorization = endpoint.authorization();
    if (endpoint.cookie) headers.cookie = endpoint.cookie();
    return app.inject({
      method: endpoint.method,
      url: `${endpoint.url}${options.query ? `?${options.query}` : ''}`,
      headers,
      ...(options.body === undefined ? {} : { payload: options.body }),
    });
  }

  async function expectRefused(
    endpoint: Endpoint,
    before: RowCounts,
    answer: { statusCode: number; body: string },
    what: string,
  ) {
    expect(
      answer.statusCode,
      `${endpoint.name} ${what}: ${answer.body.slice(0, 300)}`,
    ).toBeGreaterThanOrEqual(400);
    expect(
      answer.statusCode,
      `${endpoint.name} ${what}: ${answer.body.slice(0, 300)}`,
    ).toBeLessThan(500);
    expectErrorBody(answer.body, answer.statusCode);
    expect(await rowCounts(database.db), `${endpoint.name} ${what}`).toEqual(before);
  }

  it('refuses one broken field (wrong type, missing, 1 MB-ish, SQL, HTML, look-alikes, huge numbers, arrays) on every endpoint with a 4xx error body and no change', async () => {
    for (const endpoint of ENDPOINTS.filter((candidate) => candidate.fields.length > 0)) {
      const before = await rowCounts(database.db);
      await fc.assert(
        fc.asyncProperty(brokenBody(endpoint), fc.boolean(), async (body, asQuery) => {
          const answer =
            endpoint.method === 'GET'
              ? await send(endpoint, { query: asParams(body) })
              : endpoint.params && asQuery
                ? await send(endpoint, { query: asParams(body) })
                : endpoint.params
                  ? await send(endpoint, {
                      body: asParams(body),
                      contentType: 'application/x-www-form-urlencoded',
                    })
                  : await send(endpoint, {
                      body: JSON.stringify(body),
                      contentType: 'application/json',
                    });
          await expectRefused(endpoint, before, answer, JSON.stringify(body).slice(0, 200));
        }),
        { numRuns: 25 },
      );
    }
  });

  it('refuses arbitrary JSON documents and arbitrary bytes on every POST endpoint', async () => {
    for (const endpoint of ENDPOINTS.filter((candidate) => candidate.method === 'POST')) {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.jsonValue().map((value) => ({
              body: JSON.stringify(value) ?? 'null',
              type: 'application/json',
            })),
            fc
              .uint8Array({ maxLength: 200 })
              .map((bytes) => ({ body: Buffer.from(bytes), type: 'application/json' })),
            fc.string().map((text) => ({ body: text, type: 'text/plain' })),
          ),
          async ({ body, type }) => {
            const before = await rowCounts(database.db);
            const answer = await send(endpoint, { body, contentType: type });
            // {} is a valid body for the calls whose fields are all optional.
            if (answer.statusCode === 200) {
              expect(endpoint.fields.every((field) => endpoint.valid[field] === undefined)).toBe(
                true,
              );
              return;
            }
            await expectRefused(endpoint, before, answer, String(body).slice(0, 100));
          },
        ),
        { numRuns: 20 },
      );
    }
  });

  it('refuses malformed JSON, invalid UTF-8, a wrong content type and bodies over the limit', async () => {
    const cases: { what: string; body: string | Buffer; type: string; status?: number }[] = [
      { what: 'truncated JSON', body: '{"email": "a@', type: 'application/json', status: 400 },
      {
        what: 'trailing comma',
        body: '{"email": "a@example.com",}',
        type: 'application/json',
        status: 400,
      },
      {
        what: 'invalid UTF-8',
        body: Buffer.from([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d]),
        type: 'application/json',
        status: 400,
      },
      {
        what: 'prototype pollution',
        body: '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}',
        type: 'application/json',
      },
      { what: 'XML', body: '<email>a@example.com</email>', type: 'application/xml', status: 415 },
      {
        what: '1 MB string',
        body: JSON.stringify({ email: ONE_MB }),
        type: 'application/json',
        status: 413,
      },
      {
        what: 'over the body limit',
        body: JSON.stringify({ email: 'a'.repeat(BODY_LIMIT_BYTES) }),
        type: 'application/json',
        status: 413,
      },
      {
        what: '1 MB form',
        body: `username=${ONE_MB}`,
        type: 'application/x-www-form-urlencoded',
        status: 413,
      },
      {
        what: 'deep nesting',
        body: `${'['.repeat(5000)}${']'.repeat(5000)}`,
        type: 'application/json',
      },
    ];
    for (const endpoint of ENDPOINTS.filter((candidate) => candidate.method === 'POST')) {
      for (const { what, body, type, status } of cases) {
        const before = await rowCounts(database.db);
        const answer = await send(endpoint, { body, contentType: type });
        // Calls without a required field (slider challenge, public key, home rules) take a
        // body that parses; they ignore fields they do not know.
        if (
          answer.statusCode === 200 &&
          (what === 'prototype pollution' || what === 'deep nesting')
        ) {
          expect(endpoint.fields.every((field) => endpoint.valid[field] === undefined)).toBe(true);
          continue;
        }
        await expectRefused(endpoint, before, answer, what);
        if (status !== undefined && !(endpoint.signedIn && answer.statusCode === 401)) {
          expect(answer.statusCode, `${endpoint.name} ${what}`).toBe(status);
        }
      }
    }
    // The prototype was not polluted.
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('a 1 MB query string or header is refused, not a 500', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: `${paths.privacy}?lang=${'x'.repeat(1024 * 1024)}`,
    });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
    const header = await app.inject({
      method: 'GET',
      url: paths.userInfo,
      headers: { [AUTH_HEADER]: 'x'.repeat(64 * 1024) },
    });
    expect(header.statusCode).toBe(401);
    expectErrorBody(header.body, header.statusCode);
  });

  it('the shop-login bodies the fuzzer broke are valid as they are: each refusal was the broken field', async () => {
    const discovery = await app.inject({
      method: 'GET',
      url: `${OIDC_PATHS.discovery}?x=${'%3Cscript%3E'.repeat(100)}`,
    });
    expect(discovery.statusCode).toBe(200);
    // A NUL character is refused in any query string, even one the endpoint ignores.
    const nul = await app.inject({
      method: 'GET',
      url: `${OIDC_PATHS.discovery}?x=${'%00'.repeat(100)}`,
    });
    expect(nul.statusCode).toBe(400);
    expectErrorBody(nul.body, nul.statusCode);
    const jwks = await app.inject({ method: 'GET', url: `${OIDC_PATHS.jwks}?kid=' OR 1=1 --` });
    expect(jwks.statusCode).toBe(200);
    const byName = (name: string) => {
      const endpoint = ENDPOINTS.find((candidate) => candidate.name === name);
      if (!endpoint) throw new Error(name);
      return endpoint;
    };
    const client = await send(byName('oauthClient'), {
      query: new URLSearchParams({ client_id: SHOP_ID, redirect_url: SHOP_URL }).toString(),
    });
    expect(client.statusCode, client.body).toBe(200);
    // The sign-in requests refused in every fuzzed call are still unfinished: finished once.
    const store = await send(byName('storeRedirect'), {
      body: JSON.stringify(shopRequest(shop.storeInteraction)),
      contentType: 'application/json',
    });
    expect(store.statusCode, store.body).toBe(200);
    const finished = await send(byName('authCode'), {
      query: new URLSearchParams(shopRequest(shop.authCodeInteraction)).toString(),
    });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json()).toMatchObject({ data: { redirect: expect.any(String) } });
  });
});
