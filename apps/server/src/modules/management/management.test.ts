import { managementPaths, OIDC_PATHS, TENANT_HEADER } from '@account-centre/contract';
import { describe, expect, it } from 'vitest';
import { parseClientArgs, runClientCommand } from '#modules/oauth/client-commands.ts';
import { appSuite } from '#testing/app-suite.ts';
import { consoleTester, createStaff } from '#testing/console-session.ts';
import { basic, createOauthClient } from '#testing/oauth-client.ts';
import {
  AUTH_HEADER,
  BRAND,
  databases,
  latestCodeFor,
  outboxFor,
  registerUser,
  signIn,
  testConfig,
  tokenWorks,
  uniqueEmail,
  UNLIMITED_CODES,
} from '#testing/test-app.ts';

const paths = managementPaths(BRAND);
const SECRET = 'management-client-secret-0123456789abcdef';

describe.each(databases)('management API for machine clients (%s)', (kind) => {
  const suite = appSuite(kind, UNLIMITED_CODES, { managementCallsPerMinute: 25 });
  const consoleApi = consoleTester(suite);

  /** `npm run admin -- create-client <id> --machine --scope …`. */
  const createMachine = async (id: string, scopes: string[]) => {
    const lines: string[] = [];
    const args = ['create-client', id, '--machine', '--secret', SECRET];
    for (const scope of scopes) args.push('--scope', scope);
    await runClientCommand(parseClientArgs(args, testConfig()), {
      db: suite.database.db,
      print: (line) => lines.push(line),
    });
    expect(lines).toContain(`client ${id} created`);
  };

  /** client_credentials at the provider's token endpoint. */
  const tokenFor = (id: string, scope: string, secret = SECRET) =>
    suite.app.inject({
      method: 'POST',
      url: OIDC_PATHS.token,
      headers: {
        authorization: basic(id, secret),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ grant_type: 'client_credentials', scope }).toString(),
    });
  const accessToken = async (id: string, scope: string) => {
    const response = await tokenFor(id, scope);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ access_token: string; scope: string }>();
  };
  const call = (
    method: 'GET' | 'POST',
    url: string,
    token?: string,
    headers: Record<string, string> = {},
    payload?: object,
  ) =>
    suite.app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  const userUrl = (path: string, userId: string) => path.replace(':userId', userId);
  const codeOf = (response: { body: string }) =>
    (JSON.parse(response.body) as { code: number }).code;

  it('a machine client reads, disables, enables, signs out and resets an account, audited as itself', async () => {
    const id = `back-office-${kind}`;
    await createMachine(id, ['users:read', 'users:write', 'sessions:write', 'legal:write']);
    const token = await accessToken(id, 'users:read users:write sessions:write legal:write');
    expect(token.scope.split(' ').sort()).toEqual(
      ['legal:write', 'sessions:write', 'users:read', 'users:write'].sort(),
    );
    const email = uniqueEmail('managed');
    await registerUser(suite.app, email);
    const session = await signIn(suite.app, email);

    const found = await call(
      'GET',
      `${paths.users}?account=${encodeURIComponent(email)}`,
      token.access_token,
    );
    expect(found.statusCode, found.body).toBe(200);
    const user = found.json<{ data: { users: { id: string; email: string }[] } }>().data.users[0];
    expect(user?.email).toBe(email);
    const userId = user?.id ?? '';
    const read = await call('GET', userUrl(paths.user, userId), token.access_token);
    expect(read.json<{ data: { user: { email: string } } }>().data.user.email).toBe(email);

    const disabled = await call('POST', userUrl(paths.disable, userId), token.access_token);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(
      disabled.json<{ data: { user: { disabledAt: string | null } } }>().data.user.disabledAt,
    ).not.toBeNull();
    // Disabling signs the account out everywhere.
    expect(await tokenWorks(suite.app, session.access_token)).toBe(false);
    const enabled = await call('POST', userUrl(paths.enable, userId), token.access_token);
    expect(
      enabled.json<{ data: { user: { disabledAt: string | null } } }>().data.user.disabledAt,
    ).toBeNull();

    const again = await signIn(suite.app, email);
    const ended = await call('POST', userUrl(paths.endSessions, userId), token.access_token);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await tokenWorks(suite.app, again.access_token)).toBe(false);

    const reset = await call('POST', userUrl(paths.passwordReset, userId), token.access_token);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await latestCodeFor(suite.app, email, 'reset')).toMatch(/^\d{6}$/);

    const published = await call(
      'POST',
      paths.legal,
      token.access_token,
      {},
      {
        kind: 'privacy-policy',
        country: 'FR',
        texts: [{ language: 'en', title: 'Privacy', body: 'Our privacy policy.' }],
      },
    );
    expect(published.statusCode, published.body).toBe(200);

    // The console's audit log names the client for every call.
    const admin = await consoleApi.signIn(await createStaff(suite.database.db, kind, 'admin'));
    const audit = await consoleApi.call('GET', '/console/api/audit', admin);
    const mine = audit
      .json<{ data: { entries: { staffEmail: string; action: string }[] } }>()
      .data.entries.filter((entry) => entry.staffEmail === `client:${id}`)
      .map((entry) => entry.action);
    expect(mine).toEqual(
      expect.arrayContaining([
        'user-search',
        'user-view',
        'disable',
        'enable',
        'end-sessions',
        'legal-publish',
      ]),
    );
  });

  it('a machine client starts the deletion of an account: signed out, the notice sent, once, audited as itself', async () => {
    const id = `deleter-${kind}`;
    await createMachine(id, ['users:read', 'users:write']);
    const token = (await accessToken(id, 'users:read users:write')).access_token;
    const email = uniqueEmail('deletion');
    await registerUser(suite.app, email);
    const session = await signIn(suite.app, email);
    const found = await call('GET', `${paths.users}?account=${encodeURIComponent(email)}`, token);
    const userId = found.json<{ data: { users: { id: string }[] } }>().data.users[0]?.id ?? '';

    const started = await call('POST', userUrl(paths.deletion, userId), token);
    expect(started.statusCode, started.body).toBe(200);
    const { eraseAfter } = started.json<{ data: { eraseAfter: string } }>().data;
    expect(Date.parse(eraseAfter)).toBeGreaterThan(Date.now());
    // As the user's own request: every session ended, the notice with its cancel link sent.
    expect(await tokenWorks(suite.app, session.access_token)).toBe(false);
    expect((await outboxFor(suite.app, email)).map((message) => message.purpose)).toContain(
      'account-deletion',
    );
    // Once: a pending deletion is not started again.
    const again = await call('POST', userUrl(paths.deletion, userId), token);
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe(40910);
    // users:read alone may not; another tenant's client sees no such account.
    const reader = `deletion-reader-${kind}`;
    await createMachine(reader, ['users:read']);
    const readOnly = (await accessToken(reader, 'users:read')).access_token;
    expect(codeOf(await call('POST', userUrl(paths.deletion, userId), readOnly))).toBe(40100);
    const elsewhere = await call('POST', userUrl(paths.deletion, userId), token, {
      [TENANT_HEADER]: '000002',
    });
    expect(codeOf(elsewhere)).toBe(40400);

    const admin = await consoleApi.signIn(await createStaff(suite.database.db, kind, 'admin'));
    const audit = await consoleApi.call('GET', '/console/api/audit', admin);
    const mine = audit
      .json<{
        data: { entries: { staffEmail: string; action: string; target: string | null }[] };
      }>()
      .data.entries.filter(
        (entry) =>
          entry.staffEmail === `client:${id}` && entry.action === 'account-deletion-request',
      );
    expect(mine.map((entry) => entry.target)).toEqual([userId]);
  });

  it('refuses no token, a user token, a token without the scope, and another tenant', async () => {
    const reader = `reader-${kind}`;
    await createMachine(reader, ['users:read']);
    const email = uniqueEmail('refusals');
    await registerUser(suite.app, email);
    const session = await signIn(suite.app, email);
    const readToken = (await accessToken(reader, 'users:read')).access_token;
    const found = await call(
      'GET',
      `${paths.users}?account=${encodeURIComponent(email)}`,
      readToken,
    );
    const userId = found.json<{ data: { users: { id: string }[] } }>().data.users[0]?.id ?? '';

    const none = await call('POST', userUrl(paths.disable, userId));
    expect(none.statusCode).toBe(401);
    expect(codeOf(none)).toBe(40100);
    expect(none.headers['www-authenticate']).toContain('Bearer');
    // A user's access token, as bearer or in its own header, opens nothing here.
    expect(codeOf(await call('POST', userUrl(paths.disable, userId), session.access_token))).toBe(
      40100,
    );
    const userHeader = await call('GET', userUrl(paths.user, userId), undefined, {
      [AUTH_HEADER]: session.access_token,
    });
    expect(codeOf(userHeader)).toBe(40100);
    // A client without users:write.
    const refused = await call('POST', userUrl(paths.disable, userId), readToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json<{ msg: string }>().msg).toContain('users:write');
    expect(await tokenWorks(suite.app, session.access_token)).toBe(true);
    // It cannot ask for a scope it was not registered with either.
    const wider = await tokenFor(reader, 'users:write');
    expect(wider.statusCode).toBe(400);
    expect(wider.json<{ error: string }>().error).toBe('invalid_scope');
    // A relying party cannot use client_credentials at all.
    await createOauthClient(suite.database.db, {
      id: `rp-${kind}`,
      redirectUrl: 'https://rp.example.com/cb',
      secret: SECRET,
    });
    const rp = await tokenFor(`rp-${kind}`, 'users:read');
    expect(rp.statusCode).toBe(400);
    expect(rp.json<{ error_description: string }>().error_description).toBe(
      'requested grant type is not allowed for this client',
    );
    // Another tenant's account is not found (and the header is checked as everywhere).
    const otherTenant = await call('GET', userUrl(paths.user, userId), readToken, {
      [TENANT_HEADER]: '000002',
    });
    expect(codeOf(otherTenant)).toBe(40400);
    const badTenant = await call('GET', userUrl(paths.user, userId), readToken, {
      [TENANT_HEADER]: '12',
    });
    expect(codeOf(badTenant)).toBe(40040);
  });

  it('limits each client to its calls per minute (42900 with Retry-After), others unaffected', async () => {
    const flooder = `flooder-${kind}`;
    const calm = `calm-${kind}`;
    await createMachine(flooder, ['users:read']);
    await createMachine(calm, ['users:read']);
    const flood = (await accessToken(flooder, 'users:read')).access_token;
    const url = `${paths.users}?account=${encodeURIComponent(uniqueEmail('nobody'))}`;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await call('GET', url, flood)).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(25);
    const limited = await call('GET', url, flood);
    expect(codeOf(limited)).toBe(42900);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = await call('GET', url, (await accessToken(calm, 'users:read')).access_token);
    expect(other.statusCode).toBe(200);
  });
});
