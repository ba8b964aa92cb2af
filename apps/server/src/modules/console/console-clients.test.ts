import {
  consoleAdminPaths,
  consolePaths,
  managementPaths,
  OIDC_PATHS,
} from '@account-centre/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseClientArgs, runClientCommand } from '#modules/oauth/client-commands.ts';
import { appSuite } from '#testing/app-suite.ts';
import {
  consoleTester,
  createStaff,
  expectCode,
  type ConsoleSession,
} from '#testing/console-session.ts';
import { basic, createOauthClient } from '#testing/oauth-client.ts';
import { TestBrowser } from '#testing/oidc-browser.ts';
import { codeFlow, relyingParty } from '#testing/relying-party.ts';
import {
  BRAND,
  databases,
  registerUser,
  signIn,
  testConfig,
  UNLIMITED_CODES,
  uniqueEmail,
} from '#testing/test-app.ts';

const ISSUER = 'http://localhost:3000';
const SHOP_ID = 'aurora-shop';
const SHOP_SECRET = 'console-shop-secret-0123456789abcdefgh';
const USER_AGENT = 'ConsoleClientsTest/1.0';

interface ClientAnswer {
  data: {
    client: {
      clientId: string;
      name: string;
      redirectUrls: string[];
      scopes: string[];
      shop: boolean;
      skipConsent: boolean;
      postLogoutRedirectUrls: string[];
      createdAt: string;
    };
    secret: string;
  };
}

const fields = (redirectUrls: string[], extra: Record<string, unknown> = {}) => ({
  name: 'Partner',
  redirectUrls,
  scopes: ['email'],
  skipConsent: false,
  postLogoutRedirectUrls: [],
  ...extra,
});

describe.each(databases)('console clients on %s', (kind) => {
  const suite = appSuite(kind, { OIDC_ISSUER: ISSUER, ...UNLIMITED_CODES });
  const tester = consoleTester(suite);
  let admin: ConsoleSession;
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    tester.call(method, url, admin, payload, { 'user-agent': USER_AGENT });

  beforeAll(async () => {
    admin = await tester.signIn(await createStaff(suite.database.db, kind, 'admin'));
  });

  /** A signed-in user of the web app. */
  async function user(tag: string) {
    const email = uniqueEmail(tag);
    await registerUser(suite.app, email);
    const { access_token } = await signIn(suite.app, email);
    return {
      token: access_token,
      /** A new browser, no provider session yet: each flow goes through the web app's sign-in. */
      fresh: () => ({ token: access_token, browser: new TestBrowser(() => suite.app) }),
    };
  }

  const auditOf = async (clientId: string) =>
    (
      await suite.database.db
        .selectFrom('staff_audit')
        .selectAll()
        .where('target', '=', clientId)
        .orderBy('id')
        .execute()
    ).map((row) => ({ action: row.action, ip: row.ip, userAgent: row.user_agent }));

  it('creates a client whose secret (shown once) completes the code flow; rotation and removal end it', async () => {
    const clientId = `console-rp-${kind}`;
    const first = 'https://rp.example/cb';
    const created = await send('POST', consoleAdminPaths.clients, {
      clientId,
      ...fields([first], { scopes: ['openid', 'email'] }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const { client, secret } = created.json<ClientAnswer>().data;
    expect(client).toMatchObject({
      clientId,
      name: 'Partner',
      redirectUrls: [first],
      // openid is every client's: not listed as one of its own.
      scopes: ['email'],
      shop: false,
      skipConsent: false,
    });
    expect(secret.length).toBeGreaterThanOrEqual(32);
    // Only the hash is stored; the secret is in no table the console writes.
    const stored = await suite.database.db.selectFrom('oauth_clients').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(secret);
    const listed = await tester.call('GET', consoleAdminPaths.clients, admin);
    expect(listed.body).not.toContain(secret);
    expect(listed.json()).toMatchObject({
      data: { clients: [{ clientId, redirectUrls: [first] }] },
    });
    // The CLI sees the same registry.
    const printed: string[] = [];
    await runClientCommand(parseClientArgs(['list-clients'], testConfig()), {
      db: suite.database.db,
      print: (line) => printed.push(line),
    });
    expect(printed).toContain(`  redirect ${first}`);

    // The new client signs a user in with its secret.
    const who = await user('console.rp');
    const rp = relyingParty(suite, ISSUER, clientId, secret, first);
    const { tokens } = await codeFlow(suite, rp, who.fresh());
    expect(tokens.access_token).toBeTruthy();

    // An edit of the redirect URLs takes effect at once: the new one works, the old one is refused.
    const second = 'https://rp.example/second';
    const edited = await send('PUT', `${consoleAdminPaths.clients}/${clientId}`, fields([second]));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ data: { client: { redirectUrls: [second] } } });
    expect(edited.body).not.toContain(secret);
    const moved = relyingParty(suite, ISSUER, clientId, secret, second);
    expect((await codeFlow(suite, moved, who.fresh())).tokens.access_token).toBeTruthy();
    const oldUrl = await who.fresh().browser.request((await rp.authorization()).url);
    expect(oldUrl.status).toBe(400);
    expect(oldUrl.location).toBeUndefined();

    // A new secret: the old one is refused at once, the new one works.
    const refreshToken = (await codeFlow(suite, moved, who.fresh())).tokens.refresh_token ?? '';
    const rotated = await send('POST', `${consoleAdminPaths.clients}/${clientId}/secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const newSecret = rotated.json<ClientAnswer>().data.secret;
    expect(newSecret).not.toBe(secret);
    const refused = await moved.refresh(refreshToken);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: 'invalid_client' });
    const renewed = relyingParty(suite, ISSUER, clientId, newSecret, second);
    const afterRotation = await codeFlow(suite, renewed, who.fresh());
    expect((await renewed.refresh(refreshToken)).status).toBe(200);

    // Removed: the client is unknown and what it was issued no longer works.
    const removed = await send('DELETE', `${consoleAdminPaths.clients}/${clientId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const unknown = await who.fresh().browser.request((await renewed.authorization()).url);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toContain('invalid_client');
    const userinfo = await suite.app.inject({
      method: 'GET',
      url: OIDC_PATHS.userinfo,
      headers: { authorization: `Bearer ${afterRotation.tokens.access_token}` },
    });
    expect(userinfo.statusCode).toBe(401);
    expect((await renewed.refresh(afterRotation.tokens.refresh_token ?? '')).status).toBe(401);
    const left = await suite.database.db
      .selectFrom('oidc_payloads')
      .select('kind')
      .where((eb) => eb(eb.ref('payload', '->>').key('clientId' as never), '=', clientId))
      .execute();
    expect(left).toEqual([]);
    expectCode(await send('DELETE', `${consoleAdminPaths.clients}/${clientId}`), 404, 40410);

    // Every change audited with who, where from; no secret in the audit.
    expect(await auditOf(clientId)).toEqual(
      ['client-create', 'client-edit', 'client-rotate-secret', 'client-remove'].map((action) => ({
        action,
        ip: '127.0.0.1',
        userAgent: USER_AGENT,
      })),
    );
    const audit = await tester.call('GET', consolePaths.audit, admin);
    expect(audit.body).not.toContain(secret);
    expect(audit.body).not.toContain(newSecret);
  });

  it('registers a public native app (no secret, RFC 8252 redirects) whose sign-in needs no secret', async () => {
    const clientId = `console-app-${kind}`;
    const created = await send('POST', consoleAdminPaths.clients, {
      clientId,
      type: 'native',
      ...fields(['com.aurora.app:/cb', 'http://127.0.0.1/cb'], {
        backchannelLogoutUrl: 'https://app.example/logout',
      }),
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      data: {
        client: { clientId, type: 'native', backchannelLogoutUrl: 'https://app.example/logout' },
        secret: null,
      },
    });
    const who = await user('console.app');
    const app = relyingParty(suite, ISSUER, clientId, undefined, 'http://127.0.0.1:40001/cb');
    expect((await codeFlow(suite, app, who.fresh())).tokens.access_token).toBeTruthy();
    // It has no secret to rotate; an edit keeps its kind and may clear the back-channel URL.
    const rotated = await send('POST', `${consoleAdminPaths.clients}/${clientId}/secret`);
    expectCode(rotated, 404, 40410);
    const edited = await send(
      'PUT',
      `${consoleAdminPaths.clients}/${clientId}`,
      fields(['com.aurora.app:/cb'], { backchannelLogoutUrl: null }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      data: { client: { type: 'native', backchannelLogoutUrl: null } },
    });
    // A private-use scheme is a native app's: refused for a browser app, and without a dot.
    for (const [type, url] of [
      ['spa', 'com.aurora.app:/cb'],
      ['native', 'myapp:/cb'],
      ['native', 'http://localhost/cb'],
    ] as const) {
      const refused = await send('POST', consoleAdminPaths.clients, {
        clientId: `console-bad-${type}`,
        type,
        ...fields([url]),
      });
      expectCode(refused, 400, 40080);
      expect(refused.json<{ msg: string }>().msg).toContain(url);
    }
  });

  it('refuses URLs the CLI refuses (40080 naming URL and problem), a taken id (40910), an unknown one (40410)', async () => {
    const clientId = `console-rules-${kind}`;
    const refusals: [Record<string, unknown>, RegExp][] = [
      [fields(['http://rp.example/cb']), /redirect URL http:\/\/rp\.example\/cb: must be https/],
      [fields(['https://rp.example/cb#x']), /redirect URL https:\/\/rp\.example\/cb#x: .*fragment/],
      [fields(['https://u:p@rp.example/cb']), /user info/],
      [fields(['https://RP.example/cb']), /write it as https:\/\/rp\.example\/cb/],
      [fields(['/cb']), /redirect URL \/cb: not an absolute URL/],
      [
        fields(['https://rp.example/cb'], { postLogoutRedirectUrls: ['http://rp.example/bye'] }),
        /post-logout URL http:\/\/rp\.example\/bye: must be https/,
      ],
    ];
    for (const [body, msg] of refusals) {
      const created = await send('POST', consoleAdminPaths.clients, { clientId, ...body });
      expectCode(created, 400, 40080);
      expect(created.json<{ msg: string }>().msg).toMatch(msg);
    }
    expect(
      await suite.database.db
        .selectFrom('oauth_clients')
        .select('client_id')
        .where('client_id', '=', clientId)
        .execute(),
    ).toEqual([]);

    const good = fields(['http://localhost:4000/cb']);
    expect((await send('POST', consoleAdminPaths.clients, { clientId, ...good })).statusCode).toBe(
      200,
    );
    expectCode(
      await send('POST', consoleAdminPaths.clients, { clientId, ...good, name: 'Again' }),
      409,
      40910,
    );
    const edit = await send(
      'PUT',
      `${consoleAdminPaths.clients}/${clientId}`,
      fields(['https://rp.example/ok', 'https://rp.example/a b']),
    );
    expectCode(edit, 400, 40080);
    expect(edit.json<{ msg: string }>().msg).toContain('https://rp.example/a b');
    // The refused edit changed nothing.
    const listed = await tester.call('GET', consoleAdminPaths.clients, admin);
    expect(
      listed
        .json<{ data: { clients: { clientId: string; name: string; redirectUrls: string[] }[] } }>()
        .data.clients.find((one) => one.clientId === clientId),
    ).toMatchObject({ name: 'Partner', redirectUrls: ['http://localhost:4000/cb'] });

    for (const [method, url, body] of [
      ['PUT', `${consoleAdminPaths.clients}/no-such-client`, good],
      ['POST', `${consoleAdminPaths.clients}/no-such-client/secret`, undefined],
      ['DELETE', `${consoleAdminPaths.clients}/no-such-client`, undefined],
    ] as const) {
      expectCode(await send(method, url, body), 404, 40410);
    }
  });

  it('registers a machine client (management scopes, no URLs) whose secret gets a management token; it stays one', async () => {
    const clientId = `console-machine-${kind}`;
    const machine = {
      clientId,
      name: 'Back office',
      redirectUrls: [],
      postLogoutRedirectUrls: [],
      scopes: ['users:read'],
      skipConsent: false,
      machine: true,
    };
    // A machine client has no URLs, management scopes only (at least one), and is confidential.
    for (const refused of [
      { ...machine, redirectUrls: ['https://rp.example/cb'] },
      { ...machine, backchannelLogoutUrl: 'https://rp.example/logout' },
      { ...machine, scopes: [] },
      { ...machine, scopes: ['users:read', 'email'] },
      { ...machine, type: 'spa' },
      { ...machine, skipConsent: true },
    ]) {
      expectCode(await send('POST', consoleAdminPaths.clients, refused), 400, 40080);
    }
    // A relying party cannot carry a management scope, nor do without a redirect URL.
    expectCode(
      await send('POST', consoleAdminPaths.clients, {
        ...fields(['https://rp.example/cb']),
        clientId: `console-rp-scoped-${kind}`,
        scopes: ['users:read'],
      }),
      400,
      40080,
    );
    expectCode(
      await send('POST', consoleAdminPaths.clients, {
        ...fields([]),
        clientId: `console-rp-nourl-${kind}`,
      }),
      400,
      40080,
    );

    const created = await send('POST', consoleAdminPaths.clients, machine);
    expect(created.statusCode, created.body).toBe(200);
    const { client, secret } = created.json<ClientAnswer>().data;
    expect(client).toMatchObject({ clientId, machine: true, scopes: ['users:read'] });
    const token = (scope: string, withSecret = secret) =>
      suite.app.inject({
        method: 'POST',
        url: OIDC_PATHS.token,
        headers: {
          authorization: basic(clientId, withSecret),
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ grant_type: 'client_credentials', scope }).toString(),
      });
    const search = async (scope: string) => {
      const answer = await token(scope);
      expect(answer.statusCode, answer.body).toBe(200);
      return suite.app.inject({
        method: 'GET',
        url: `${managementPaths(BRAND).users}?account=${encodeURIComponent('nobody@example.com')}`,
        headers: {
          authorization: `Bearer ${answer.json<{ access_token: string }>().access_token}`,
        },
      });
    };
    expect((await search('users:read')).statusCode).toBe(200);
    expect((await token('users:write')).json<{ error: string }>().error).toBe('invalid_scope');

    // An edit keeps its kind: management scopes can change, URLs and OpenID scopes are refused.
    const url = `${consoleAdminPaths.clients}/${clientId}`;
    const editable = {
      name: machine.name,
      redirectUrls: [],
      postLogoutRedirectUrls: [],
      scopes: machine.scopes,
      skipConsent: false,
    };
    expectCode(await send('PUT', url, { ...editable, scopes: ['email'] }), 400, 40080);
    expectCode(
      await send('PUT', url, { ...editable, redirectUrls: ['https://rp.example/cb'] }),
      400,
      40080,
    );
    const edited = await send('PUT', url, { ...editable, scopes: ['users:read', 'users:write'] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      data: {
        client: { machine: true, scopes: ['users:read', 'users:write'], skipConsent: false },
      },
    });
    expect((await token('users:write')).statusCode).toBe(200);

    // Rotation ends the old secret; removal ends the client.
    const rotated = await send('POST', `${url}/secret`);
    const next = rotated.json<ClientAnswer>().data.secret;
    expect((await token('users:read')).statusCode).toBe(401);
    expect((await token('users:read', next)).statusCode).toBe(200);
    expect((await send('DELETE', url)).statusCode).toBe(200);
    expect((await token('users:read', next)).statusCode).toBe(401);
    expect((await auditOf(clientId)).map((row) => row.action)).toEqual([
      'client-create',
      'client-edit',
      'client-rotate-secret',
      'client-remove',
    ]);
  });

  it('edits and rotates the shop client, but registers no shop', async () => {
    await createOauthClient(suite.database.db, {
      shop: true,
      redirectUrl: 'https://shop.example/cb',
      secret: SHOP_SECRET,
    });
    const refused = await send('POST', consoleAdminPaths.clients, {
      clientId: SHOP_ID,
      ...fields(['https://shop.example/cb']),
    });
    expectCode(refused, 400, 40080);
    expect(refused.json<{ msg: string }>().msg).toMatch(/create-client --shop/);

    const edited = await send(
      'PUT',
      `${consoleAdminPaths.clients}/${SHOP_ID}`,
      fields(['https://shop.example/cb', 'https://shop.example/other'], { name: 'Shop' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    // Still the shop, and the shop never asks for consent.
    expect(edited.json()).toMatchObject({
      data: { client: { shop: true, skipConsent: true, name: 'Shop' } },
    });
    const rotated = await send('POST', `${consoleAdminPaths.clients}/${SHOP_ID}/secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const secret = rotated.json<ClientAnswer>().data.secret;
    const shop = relyingParty(suite, ISSUER, SHOP_ID, secret, 'https://shop.example/other');
    expect(
      (await codeFlow(suite, shop, (await user('console.shop')).fresh())).tokens.id_token,
    ).toBeTruthy();
    // The secret the CLI registered is refused at the token endpoint.
    const old = relyingParty(suite, ISSUER, SHOP_ID, SHOP_SECRET, 'https://shop.example/cb');
    const who = await user('console.old');
    const error = await codeFlow(suite, old, who.fresh()).then(
      () => undefined,
      (thrown: unknown) => thrown as { status?: number; cause?: unknown },
    );
    expect(error?.status).toBe(401);
    expect(JSON.stringify(error?.cause)).toContain('invalid_client');
  });
});
