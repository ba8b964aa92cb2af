import {
  CONSOLE_MAIL_PREVIEWS_PATH,
  consoleAdminPaths,
  consoleMailPreviewHtmlUrl,
  consolePaths,
  OIDC_PATHS,
  SECOND_BRAND_TENANT_ID,
} from '@account-centre/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOauthClient } from '#testing/oauth-client.ts';
import { TestBrowser } from '#testing/oidc-browser.ts';
import { codeFlow, relyingParty } from '#testing/relying-party.ts';
import {
  consoleTester,
  createStaff,
  expectCode,
  type ConsoleSession,
} from '#testing/console-session.ts';
import {
  AUTH_HEADER,
  databases,
  registerUser,
  signIn,
  UNLIMITED_CODES,
  uniqueEmail,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

const ISSUER = 'http://localhost:3000';
const RP_ID = 'refusals-rp';
const RP_SECRET = 'refusals-rp-secret-0123456789abcdefghij';
const RP_URL = 'https://rp.example/cb';
/** A staff id nobody has. */
const NO_STAFF = '00000000-0000-4000-8000-000000000000';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface AdminRoute {
  method: Method;
  url: string;
  body?: object;
}

/** Every admin route, with a body the schema accepts (a refusal must come before it is read). */
const ADMIN_ROUTES: AdminRoute[] = [
  { method: 'GET', url: consoleAdminPaths.clients },
  {
    method: 'POST',
    url: consoleAdminPaths.clients,
    body: {
      clientId: 'refused-client',
      name: 'Refused',
      redirectUrls: ['https://refused.example/cb'],
      scopes: [],
      skipConsent: false,
      postLogoutRedirectUrls: [],
    },
  },
  {
    method: 'PUT',
    url: `${consoleAdminPaths.clients}/${RP_ID}`,
    body: {
      name: 'Renamed by a refused call',
      redirectUrls: ['https://refused.example/cb'],
      scopes: [],
      skipConsent: false,
      postLogoutRedirectUrls: [],
    },
  },
  { method: 'DELETE', url: `${consoleAdminPaths.clients}/${RP_ID}` },
  { method: 'POST', url: `${consoleAdminPaths.clients}/${RP_ID}/secret` },
  { method: 'GET', url: consoleAdminPaths.legal },
  {
    method: 'POST',
    url: consoleAdminPaths.legal,
    body: {
      kind: 'user-agreement',
      country: null,
      texts: [{ language: 'en', title: 'Refused', body: 'Refused.' }],
    },
  },
  {
    method: 'POST',
    url: `${consoleAdminPaths.legal}/user-agreement/1/texts`,
    body: { texts: [{ language: 'de', title: 'Abgelehnt', body: 'Abgelehnt.' }] },
  },
  { method: 'GET', url: `${consoleAdminPaths.legal}/user-agreement/1/acceptances?tenant=000000` },
  { method: 'GET', url: consoleAdminPaths.keys },
  // The mail previews (decision 065), the list and one mail's HTML page.
  { method: 'GET', url: CONSOLE_MAIL_PREVIEWS_PATH },
  { method: 'GET', url: consoleMailPreviewHtmlUrl('code-login', 'en', 'first') },
  { method: 'POST', url: consoleAdminPaths.keysRotate },
  { method: 'GET', url: consoleAdminPaths.staff },
  {
    method: 'POST',
    url: consoleAdminPaths.staff,
    body: { email: 'refused.staff@example.com', role: 'admin' },
  },
  { method: 'PATCH', url: `${consoleAdminPaths.staff}/${NO_STAFF}`, body: { role: 'support' } },
];
const CHANGES = ADMIN_ROUTES.filter((route) => route.method !== 'GET');
const label = (route: AdminRoute) => `${route.method} ${route.url}`;

describe.each(databases)('console admin routes refuse on %s', (kind) => {
  const suite = appSuite(kind, { OIDC_ISSUER: ISSUER, ...UNLIMITED_CODES });
  const tester = consoleTester(suite);
  const send = (
    route: AdminRoute,
    session?: Partial<ConsoleSession>,
    headers: Record<string, string> = {},
  ) => tester.call(route.method, route.url, session, route.body, headers);

  let admin: ConsoleSession;
  let half: ConsoleSession;
  let support: ConsoleSession;
  let userToken: string;
  let rpToken: string;

  /** What the refused calls would have changed, to see that they changed nothing. */
  const snapshot = async () => {
    const { db } = suite.database;
    return JSON.stringify([
      await db.selectFrom('oauth_clients').selectAll().orderBy('client_id').execute(),
      await db.selectFrom('legal_document_texts').selectAll().orderBy('kind').execute(),
      await db.selectFrom('encryption_keys').select('kid').orderBy('kid').execute(),
      await db.selectFrom('signing_keys').select('kid').orderBy('kid').execute(),
      await db.selectFrom('staff').select(['email', 'role', 'disabled_at']).execute(),
    ]);
  };

  beforeAll(async () => {
    const { db } = suite.database;
    admin = await tester.signIn(await createStaff(db, kind, 'admin'));
    half = await tester.passwordStep(await createStaff(db, kind, 'admin'));
    support = await tester.signIn(await createStaff(db, kind, 'support'));
    const email = uniqueEmail('refusals');
    await registerUser(suite.app, email);
    userToken = (await signIn(suite.app, email)).access_token;
    // A relying party's real access token, from the OpenID code flow.
    await createOauthClient(db, { id: RP_ID, redirectUrl: RP_URL, secret: RP_SECRET });
    const rp = relyingParty(suite, ISSUER, RP_ID, RP_SECRET, RP_URL);
    const { tokens } = await codeFlow(suite, rp, {
      token: userToken,
      browser: new TestBrowser(() => suite.app),
    });
    rpToken = tokens.access_token;
    // The keys exist before the first snapshot (the first key is made on first use).
    expect((await tester.call('GET', consoleAdminPaths.keys, admin)).statusCode).toBe(200);
  });

  it.each(ADMIN_ROUTES.map((route) => [label(route), route] as const))(
    '%s: no session 40110, password only 40112, support 40322',
    async (_name, route) => {
      const before = await snapshot();
      expectCode(await send(route), 401, 40110);
      expectCode(await send(route, half), 401, 40112);
      expectCode(await send(route, support), 403, 40322);
      expect(await snapshot()).toBe(before);
    },
  );

  it.each(CHANGES.map((route) => [label(route), route] as const))(
    '%s: an admin without the CSRF header, or with a wrong one, 40321',
    async (_name, route) => {
      const before = await snapshot();
      expectCode(await send(route, { cookie: admin.cookie }), 403, 40321);
      expectCode(await send(route, { cookie: admin.cookie, csrf: `${admin.csrf}x` }), 403, 40321);
      // Another session's CSRF token is no better.
      expectCode(await send(route, { cookie: admin.cookie, csrf: support.csrf }), 403, 40321);
      expect(await snapshot()).toBe(before);
    },
  );

  it.each(ADMIN_ROUTES.map((route) => [label(route), route] as const))(
    '%s: a user token (either brand header, Bearer) or a relying-party token beside an admin session, 40323',
    async (_name, route) => {
      const before = await snapshot();
      const foreign: Record<string, string>[] = [
        { [AUTH_HEADER]: userToken },
        { 'Nova-Auth': userToken },
        { authorization: `Bearer ${userToken}` },
        { authorization: `Bearer ${rpToken}` },
      ];
      for (const headers of foreign) {
        expectCode(await send(route, admin, headers), 403, 40323);
      }
      expect(await snapshot()).toBe(before);
    },
  );

  it('the tokens refused are live: the user token opens the user API, the relying party token its userinfo', async () => {
    const info = await suite.app.inject({
      method: 'GET',
      url: OIDC_PATHS.userinfo,
      headers: { authorization: `Bearer ${rpToken}` },
    });
    expect(info.statusCode, info.body).toBe(200);
    const me = await suite.app.inject({
      method: 'GET',
      url: consolePaths.me,
      headers: { cookie: admin.cookie },
    });
    expect(me.statusCode, me.body).toBe(200);
  });

  it('keeps tenants apart: a user of 000002 asked for in 000000 is not found', async () => {
    const email = uniqueEmail('tenant.two');
    await registerUser(suite.app, email, undefined, { tenantId: SECOND_BRAND_TENANT_ID });
    const inTwo = await tester.call(
      'GET',
      `${consolePaths.users}?tenant=${SECOND_BRAND_TENANT_ID}&account=${encodeURIComponent(email)}`,
      admin,
    );
    const userId = inTwo.json<{ data: { users: { id: string }[] } }>().data.users[0]?.id ?? '';
    expect(userId).not.toBe('');
    expectCode(
      await tester.call('GET', `${consolePaths.users}/${userId}?tenant=000000`, admin),
      404,
      40400,
    );
    expectCode(
      await tester.call('POST', `${consolePaths.users}/${userId}/actions`, admin, {
        tenant: '000000',
        action: 'disable',
      }),
      404,
      40400,
    );
    const found = await tester.call(
      'GET',
      `${consolePaths.users}?tenant=000000&account=${encodeURIComponent(email)}`,
      admin,
    );
    expect(found.json()).toMatchObject({ data: { users: [] } });
  });
});

describe.each(databases)('console admin routes per-IP limit on %s', (kind) => {
  const suite = appSuite(kind, { RATE_LIMIT_PER_MINUTE: '3' });

  it.each([[consoleAdminPaths.clients], [consoleAdminPaths.keys], [consoleAdminPaths.staff]])(
    '%s is counted per client IP (42900 with Retry-After)',
    async (url) => {
      const ip = `203.0.113.${String(10 + url.length)}`;
      const attempt = () => suite.app.inject({ method: 'GET', url, remoteAddress: ip });
      for (let i = 0; i < 3; i += 1) expectCode(await attempt(), 401, 40110);
      const limited = await attempt();
      expectCode(limited, 429, 42900);
      expect(limited.headers['retry-after']).toBeDefined();
    },
  );
});
