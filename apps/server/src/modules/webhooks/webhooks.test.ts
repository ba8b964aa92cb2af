import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  DEV_ERASE_ACCOUNT_PATH,
  managementPaths,
  OIDC_PATHS,
  TENANT_HEADER,
  WEBHOOK_EVENT_TYPES,
} from '@account-centre/contract';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseClientArgs, runClientCommand } from '#modules/oauth/client-commands.ts';
import {
  guardedLookup,
  isPublicAddress,
  webhookUrlProblem,
} from '#modules/webhooks/webhook-target.ts';
import { appSuite, type AppSuite } from '#testing/app-suite.ts';
import { startHttpSink, type HttpSink, type SinkRequest } from '#testing/http-sink.ts';
import { basic } from '#testing/oauth-client.ts';
import { TestBrowser } from '#testing/oidc-browser.ts';
import { codeFlow, relyingParty } from '#testing/relying-party.ts';
import {
  AUTH_HEADER,
  BRAND,
  databases,
  latestCodeFor,
  paths,
  registerUser,
  signIn,
  testConfig,
  uniqueEmail,
  UNLIMITED_CODES,
  VALID_PASSWORD,
} from '#testing/test-app.ts';

const manage = managementPaths(BRAND);
const SECRET = 'webhooks-machine-secret-0123456789abcdef';
const ISSUER = 'http://localhost:3000';
const ALL_SCOPES = 'users:read users:write sessions:write webhooks:read webhooks:write';

/** The worker on (every 100 ms), retries after about a second, three tries, five failures disable. */
const ENV = {
  ...UNLIMITED_CODES,
  WEBHOOK_PRIVATE_TARGETS: 'true',
  BACKCHANNEL_LOGOUT_PRIVATE: 'true',
  MESSAGE_WORKER_INTERVAL_MS: '100',
  MESSAGE_RETRY_BASE_SECONDS: '1',
  MESSAGE_MAX_ATTEMPTS: '3',
  WEBHOOK_DISABLE_AFTER_FAILURES: '5',
};

interface Event {
  type: string;
  timestamp: string;
  data: Record<string, unknown> & { userId?: string; tenantId?: string };
}

/** Creates a machine client (`npm run admin -- create-client … --machine`) and takes a token. */
async function machineToken(suite: AppSuite, id: string, scopes: string): Promise<string> {
  const args = ['create-client', id, '--machine', '--secret', SECRET];
  for (const scope of scopes.split(' ')) args.push('--scope', scope);
  await runClientCommand(parseClientArgs(args, testConfig()), {
    db: suite.database.db,
    print: () => {},
  });
  const response = await suite.app.inject({
    method: 'POST',
    url: OIDC_PATHS.token,
    headers: {
      authorization: basic(id, SECRET),
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({ grant_type: 'client_credentials', scope: scopes }).toString(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ access_token: string }>().access_token;
}

const at = (path: string, values: Record<string, string>) =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => values[name] ?? '');
const codeOf = (response: { body: string }) => (JSON.parse(response.body) as { code: number }).code;

/** The Standard Webhooks signature checked by hand (node:crypto), as the specification writes it. */
function verifiedByHand(secret: string, request: SinkRequest): boolean {
  const id = String(request.headers['webhook-id']);
  const timestamp = String(request.headers['webhook-timestamp']);
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${request.body}`).digest();
  return String(request.headers['webhook-signature'])
    .split(' ')
    .some((entry) => {
      const [version, signature = ''] = entry.split(',');
      const given = Buffer.from(signature, 'base64');
      return (
        version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected)
      );
    });
}

describe('webhook targets (SSRF)', () => {
  it('counts only public unicast addresses as public', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of [
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '100.64.0.1',
      '0.0.0.0',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    expect(isPublicAddress('93.184.215.14')).toBe(true);
    expect(isPublicAddress('2606:4700::1111')).toBe(true);
  });

  it('refuses URLs that are not https or name a private host, unless private targets are allowed', () => {
    expect(webhookUrlProblem('http://hooks.example.com/in', false)).toBe('not an https URL');
    expect(webhookUrlProblem('https://127.0.0.1/in', false)).toMatch(/private/);
    expect(webhookUrlProblem('https://[::1]/in', false)).toMatch(/private/);
    expect(webhookUrlProblem('https://localhost:8443/in', false)).toMatch(/private/);
    expect(webhookUrlProblem('https://user:pw@hooks.example.com/in', false)).toMatch(/credentials/);
    expect(webhookUrlProblem('https://hooks.example.com/in', false)).toBeUndefined();
    expect(webhookUrlProblem('http://127.0.0.1:9/in', true)).toBeUndefined();
  });

  it('never connects to a name that resolves to a loopback address', async () => {
    const lookup = guardedLookup(false);
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => {
      lookup('localhost', { all: false }, (failure) => resolve(failure));
    });
    expect(error?.code).toBe('EADDRNOTPUBLIC');
    const allowed = await new Promise<NodeJS.ErrnoException | null>((resolve) => {
      guardedLookup(true)('localhost', { all: false }, (failure) => resolve(failure));
    });
    expect(allowed).toBeNull();
  });
});

describe.each(databases)('webhooks without private targets (%s)', (kind) => {
  const suite = appSuite(kind);

  it('refuses to register a private, loopback or plain-http endpoint (40080)', async () => {
    const token = await machineToken(suite, `hooks-public-${kind}`, 'webhooks:write');
    for (const url of [
      'http://hooks.example.com/in',
      'https://127.0.0.1/in',
      'https://10.0.0.8/in',
      'https://[::1]/in',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost/in',
    ]) {
      const refused = await suite.app.inject({
        method: 'POST',
        url: manage.webhooks,
        headers: { authorization: `Bearer ${token}` },
        payload: { url, events: ['user.created'] },
      });
      expect(refused.statusCode, url).toBe(400);
      expect(codeOf(refused), url).toBe(40080);
    }
    const rows = await suite.database.db.selectFrom('webhook_endpoints').select('id').execute();
    expect(rows).toEqual([]);
  });
});

describe.each(databases)('webhooks (%s)', (kind) => {
  const suite = appSuite(kind, ENV);
  let receiver: HttpSink;
  let token: string;

  beforeAll(async () => {
    receiver = await startHttpSink();
    token = await machineToken(suite, `hooks-${kind}`, ALL_SCOPES);
  });
  afterAll(async () => {
    await receiver.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: { token?: string | undefined; payload?: object; headers?: Record<string, string> } = {
      token: undefined,
    },
  ) =>
    suite.app.inject({
      method,
      url,
      headers: {
        ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
        ...options.headers,
      },
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });

  /** Registers an endpoint at `path` of the receiver; its id and secret. */
  const register = async (path: string, events: readonly string[]) => {
    const created = await call('POST', manage.webhooks, {
      token,
      payload: { url: receiver.url.replace('/sms', path), events, description: 'CRM' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { endpoint, secret } = created.json<{
      data: { endpoint: { id: string; enabled: boolean; events: string[] }; secret: string };
    }>().data;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint.enabled).toBe(true);
    return { id: endpoint.id, secret };
  };

  const received = (path: string) => receiver.requests.filter((request) => request.url === path);
  const events = (path: string) =>
    received(path).map((request) => JSON.parse(request.body) as Event);
  const eventOf = (path: string, type: string, userId?: string) =>
    events(path).find(
      (event) => event.type === type && (userId === undefined || event.data.userId === userId),
    );
  const waitForEvent = (path: string, type: string, userId?: string) =>
    vi.waitFor(
      () => {
        const event = eventOf(path, type, userId);
        expect(event, `${type} at ${path}`).toBeDefined();
        return event as Event;
      },
      { timeout: 10_000, interval: 50 },
    );
  const userIdOf = async (email: string) =>
    (
      await suite.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;

  it('signs every delivery as Standard Webhooks describes: the reference library and node:crypto both verify it', async () => {
    const { secret } = await register('/signed', WEBHOOK_EVENT_TYPES);
    const email = uniqueEmail('hooked');
    await registerUser(suite.app, email);
    const userId = await userIdOf(email);
    const created = await waitForEvent('/signed', 'user.created', userId);
    expect(created.data).toEqual({ userId, tenantId: '000000' });
    expect(Date.parse(created.timestamp)).toBeGreaterThan(Date.now() - 60_000);
    const request = received('/signed').find((one) => one.body.includes(userId)) as SinkRequest;
    expect(request.headers['content-type']).toBe('application/json');
    expect(String(request.headers['webhook-id'])).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(Math.abs(Number(request.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(
      60,
    );
    const headers = {
      'webhook-id': String(request.headers['webhook-id']),
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    };
    expect(new Webhook(secret).verify(request.body, headers)).toMatchObject({
      type: 'user.created',
    });
    expect(verifiedByHand(secret, request)).toBe(true);
    // A body changed on the way, or another endpoint's secret, fails the check.
    expect(() =>
      new Webhook(secret).verify(request.body.replace('000000', '000001'), headers),
    ).toThrow();
    const other = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    expect(() => new Webhook(other).verify(request.body, headers)).toThrow();
    // No e-mail address in any payload.
    expect(received('/signed').some((one) => one.body.includes(email))).toBe(false);
  });

  it('tells of password changes, disable and enable, and ended sessions', async () => {
    await register('/account', WEBHOOK_EVENT_TYPES);
    const email = uniqueEmail('events');
    await registerUser(suite.app, email);
    const userId = await userIdOf(email);
    const session = await signIn(suite.app, email);
    const changed = await suite.app.inject({
      method: 'POST',
      url: paths.changePassword,
      headers: { [AUTH_HEADER]: session.access_token },
      payload: { currentPassword: VALID_PASSWORD, password: 'Another-Dock43' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await waitForEvent('/account', 'password.changed', userId)).data).toMatchObject({
      how: 'change',
    });

    await signIn(suite.app, email, 'Another-Dock43');
    const user = (path: string) => at(path, { userId });
    expect((await call('POST', user(manage.disable), { token })).statusCode).toBe(200);
    await waitForEvent('/account', 'user.disabled', userId);
    const ended = await waitForEvent('/account', 'session.ended', userId);
    expect(ended.data).toMatchObject({ userId, tenantId: '000000', reason: 'console' });
    expect(Number(ended.data['sessions'])).toBeGreaterThanOrEqual(1);
    expect((await call('POST', user(manage.enable), { token })).statusCode).toBe(200);
    await waitForEvent('/account', 'user.enabled', userId);
  });

  it('tells of an e-mail change (user.updated) and an accepted legal version (legal.accepted)', async () => {
    await register('/profile', ['user.updated', 'legal.accepted']);
    const email = uniqueEmail('profile');
    await registerUser(suite.app, email);
    const userId = await userIdOf(email);
    const session = await signIn(suite.app, email);
    const headers = { [AUTH_HEADER]: session.access_token };

    const next = uniqueEmail('profile-next');
    const sent = await suite.app.inject({
      method: 'POST',
      url: paths.changeEmailCode,
      headers,
      payload: { email: next },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const changed = await suite.app.inject({
      method: 'POST',
      url: paths.changeEmail,
      headers,
      payload: {
        email: next,
        code: await latestCodeFor(suite.app, next, 'change-email'),
        currentPassword: VALID_PASSWORD,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const updated = await waitForEvent('/profile', 'user.updated', userId);
    expect(updated.data).toEqual({ userId, tenantId: '000000', changes: ['email'] });

    const accept = { accept: [{ kind: 'product-service-agreement', version: 1 }] };
    const accepted = await suite.app.inject({
      method: 'POST',
      url: paths.homeRuleCheck,
      headers,
      payload: accept,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const legal = await waitForEvent('/profile', 'legal.accepted', userId);
    expect(legal.data).toEqual({ userId, tenantId: '000000', documents: accept.accept });
    // Neither address is in a payload; only the subscribed events came.
    expect(received('/profile').some((one) => one.body.includes(email))).toBe(false);
    expect(received('/profile').some((one) => one.body.includes(next))).toBe(false);
    expect(new Set(events('/profile').map((event) => event.type))).toEqual(
      new Set(['user.updated', 'legal.accepted']),
    );
  });

  it("an endpoint receives only the events it subscribed to, and only its own tenant's", async () => {
    await register('/only-created', ['user.created']);
    const email = uniqueEmail('narrow');
    await registerUser(suite.app, email);
    const userId = await userIdOf(email);
    await waitForEvent('/only-created', 'user.created', userId);
    // Another tenant's registration reaches no endpoint of this tenant.
    const elsewhere = uniqueEmail('elsewhere');
    await registerUser(suite.app, elsewhere, VALID_PASSWORD, { tenantId: '000002' });
    const otherId = (
      await suite.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', elsewhere)
        .executeTakeFirstOrThrow()
    ).id;
    await signIn(suite.app, email);
    await call('POST', at(manage.endSessions, { userId }), { token });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(events('/only-created').map((event) => event.type)).toEqual(
      events('/only-created').map(() => 'user.created'),
    );
    expect(received('/only-created').some((one) => one.body.includes(otherId))).toBe(false);
  });

  it('retries a failing receiver with back-off until it accepts, with the same webhook-id, in the delivery log', async () => {
    let answered = 0;
    receiver.answer = (response: ServerResponse) => {
      const failing = response.req.url === '/flaky' && answered++ < 2;
      response.writeHead(failing ? 503 : 204).end();
      return undefined;
    };
    const { id } = await register('/flaky', ['user.created']);
    const email = uniqueEmail('flaky');
    await registerUser(suite.app, email);
    const userId = await userIdOf(email);
    await vi.waitFor(
      () => expect(received('/flaky').filter((one) => one.body.includes(userId))).toHaveLength(3),
      { timeout: 15_000, interval: 50 },
    );
    const tries = received('/flaky').filter((one) => one.body.includes(userId));
    expect(new Set(tries.map((one) => one.headers['webhook-id'])).size).toBe(1);
    // Back-off: about a second before the second try (equal jitter: half of it at least).
    const times = tries.map((one) => Number(one.headers['webhook-timestamp']));
    expect((times[2] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(1);
    const log = await vi.waitFor(
      async () => {
        const answer = await call('GET', at(manage.webhookDeliveries, { endpointId: id }), {
          token,
        });
        const deliveries = answer.json<{
          data: {
            deliveries: {
              webhookId: string;
              status: string;
              eventType: string;
              tries: { statusCode: number | null; succeeded: boolean }[];
            }[];
          };
        }>().data.deliveries;
        expect(deliveries[0]?.status).toBe('sent');
        return deliveries;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(log[0]).toMatchObject({
      eventType: 'user.created',
      webhookId: tries[0]?.headers['webhook-id'],
    });
    expect(log[0]?.tries.map((one) => [one.statusCode, one.succeeded])).toEqual([
      [503, false],
      [503, false],
      [204, true],
    ]);
    receiver.answer = (response: ServerResponse) => {
      response.writeHead(200).end('{"ok":true}');
      return undefined;
    };
  });

  it('a delivery that keeps failing becomes dead, repeated failure disables the endpoint, and a dead delivery is redelivered once enabled', async () => {
    let down = true;
    receiver.answer = (response: ServerResponse) => {
      response.writeHead(down && response.req.url === '/down' ? 500 : 200).end();
      return undefined;
    };
    const { id } = await register('/down', ['user.created']);
    const endpoint = (path: string, messageId?: string) =>
      at(path, { endpointId: id, messageId: messageId ?? '' });
    const test = await call('POST', endpoint(manage.webhookTest), { token });
    expect(test.statusCode, test.body).toBe(200);
    const first = test.json<{ data: { messageId: string; delivery: string } }>().data;
    expect(first.delivery).toBe('queued');
    const statusOf = async (messageId: string) =>
      (
        await suite.database.db
          .selectFrom('messages')
          .select(['status', 'attempts'])
          .where('id', '=', messageId)
          .executeTakeFirstOrThrow()
      ).status;
    await vi.waitFor(async () => expect(await statusOf(first.messageId)).toBe('dead'), {
      timeout: 15_000,
      interval: 100,
    });
    const second = (await call('POST', endpoint(manage.webhookTest), { token })).json<{
      data: { messageId: string };
    }>().data;
    // Three tries of the first and two of the second: five failures in a row disable it.
    await vi.waitFor(async () => expect(await statusOf(second.messageId)).toBe('dead'), {
      timeout: 15_000,
      interval: 100,
    });
    const listed = await call('GET', manage.webhooks, { token });
    const mine = listed
      .json<{
        data: { endpoints: { id: string; enabled: boolean; disabledReason: string | null }[] };
      }>()
      .data.endpoints.find((one) => one.id === id);
    expect(mine).toMatchObject({ enabled: false, disabledReason: '5 failed deliveries in a row' });
    expect(received('/down')).toHaveLength(5);
    // Disabled: a new event is not queued for it.
    const email = uniqueEmail('while-down');
    await registerUser(suite.app, email);
    expect(received('/down').some((one) => one.body.includes('user.created'))).toBe(false);

    down = false;
    const enabled = await call('POST', endpoint(manage.webhookEnable), { token });
    expect(enabled.json<{ data: { endpoint: { enabled: boolean } } }>().data.endpoint.enabled).toBe(
      true,
    );
    const redelivered = await call('POST', endpoint(manage.webhookRedeliver, first.messageId), {
      token,
    });
    expect(redelivered.statusCode, redelivered.body).toBe(200);
    // `queued` when the queue's worker claimed the requeued delivery before the call's own try, or
    // the try outlasted its wait (a loaded machine): either way it is sent, once.
    expect(['sent', 'queued']).toContain(
      redelivered.json<{ data: { delivery: string } }>().data.delivery,
    );
    await vi.waitFor(async () => expect(await statusOf(first.messageId)).toBe('sent'), {
      timeout: 15_000,
      interval: 100,
    });
    const ids = received('/down').map((one) => one.headers['webhook-id']);
    expect(ids.at(-1)).toBe(ids[0]);
    expect(JSON.parse(received('/down').at(-1)?.body ?? '{}')).toMatchObject({
      type: 'webhook.test',
      data: { endpointId: id, tenantId: '000000' },
    });
    // Only a dead delivery can be redelivered.
    const again = await call('POST', endpoint(manage.webhookRedeliver, first.messageId), { token });
    expect(codeOf(again)).toBe(40400);
    const removed = await call('DELETE', at(manage.webhook, { endpointId: id }), { token });
    expect(removed.statusCode).toBe(200);
    expect(codeOf(await call('DELETE', at(manage.webhook, { endpointId: id }), { token }))).toBe(
      40400,
    );
  });

  it('tells of a deletion request and of the erasure (decision 048)', async () => {
    await register('/deletion', [
      'user.deletion_requested',
      'user.deletion_cancelled',
      'user.deleted',
    ]);
    const email = uniqueEmail('erased');
    await registerUser(suite.app, email);
    const userId = await userIdOf(email);
    const session = await signIn(suite.app, email);
    const requested = await suite.app.inject({
      method: 'POST',
      url: paths.accountDeletion,
      headers: { [AUTH_HEADER]: session.access_token },
      payload: { currentPassword: VALID_PASSWORD, confirmation: email },
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const asked = await waitForEvent('/deletion', 'user.deletion_requested', userId);
    expect(typeof asked.data['eraseAfter']).toBe('string');
    const erased = await suite.app.inject({
      method: 'POST',
      url: DEV_ERASE_ACCOUNT_PATH,
      payload: { email },
    });
    expect(erased.json<{ erased: number }>().erased).toBe(1);
    const deleted = await waitForEvent('/deletion', 'user.deleted', userId);
    expect(deleted.data).toEqual({ userId, tenantId: '000000' });
  });

  it("refuses no token, a token without the scope, and another tenant's endpoint", async () => {
    const { id } = await register('/refusals', ['user.created']);
    const readOnly = await machineToken(suite, `hooks-read-${kind}`, 'users:read webhooks:read');
    const noWebhooks = await machineToken(suite, `hooks-none-${kind}`, 'users:read');
    const endpoint = (path: string) =>
      at(path, { endpointId: id, messageId: '00000000-0000-4000-8000-000000000000' });
    const writes: [method: 'POST' | 'DELETE', url: string, payload?: object][] = [
      ['POST', manage.webhooks, { url: 'https://hooks.example.com/in', events: ['user.created'] }],
      ['DELETE', endpoint(manage.webhook)],
      ['POST', endpoint(manage.webhookEnable)],
      ['POST', endpoint(manage.webhookTest)],
      ['POST', endpoint(manage.webhookRedeliver)],
    ];
    for (const [method, url, payload] of writes) {
      for (const who of [undefined, readOnly, noWebhooks]) {
        const refused = await call(method, url, { token: who, ...(payload ? { payload } : {}) });
        expect(refused.statusCode, `${method} ${url}`).toBe(401);
        expect(codeOf(refused)).toBe(40100);
        expect(refused.headers['www-authenticate']).toContain('scope="webhooks:write"');
      }
    }
    for (const url of [manage.webhooks, endpoint(manage.webhookDeliveries)]) {
      for (const who of [undefined, noWebhooks]) {
        const refused = await call('GET', url, { token: who });
        expect(codeOf(refused), url).toBe(40100);
        expect(refused.headers['www-authenticate']).toContain('scope="webhooks:read"');
      }
      expect((await call('GET', url, { token: readOnly })).statusCode).toBe(200);
    }
    // Another tenant sees none of this tenant's endpoints and cannot act on them.
    const other = { [TENANT_HEADER]: '000002' };
    const list = await call('GET', manage.webhooks, { token, headers: other });
    expect(list.json<{ data: { endpoints: unknown[] } }>().data.endpoints).toEqual([]);
    for (const [method, url] of [
      ['DELETE', endpoint(manage.webhook)],
      ['POST', endpoint(manage.webhookEnable)],
      ['POST', endpoint(manage.webhookTest)],
      ['GET', endpoint(manage.webhookDeliveries)],
      ['POST', endpoint(manage.webhookRedeliver)],
    ] as const) {
      const refused = await call(method, url, { token, headers: other });
      expect(refused.statusCode, `${method} ${url}`).toBe(404);
      expect(codeOf(refused)).toBe(40400);
    }
    // Still there for its own tenant.
    const own = await call('GET', manage.webhooks, { token });
    expect(
      own.json<{ data: { endpoints: { id: string }[] } }>().data.endpoints.map((one) => one.id),
    ).toContain(id);
    // An unknown event type is refused by the schema.
    const unknown = await call('POST', manage.webhooks, {
      token,
      payload: { url: 'https://hooks.example.com/in', events: ['user.exploded'] },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('back-channel logout tokens go through the queue: a failing relying party gets the token again until it accepts', async () => {
    let failures = 0;
    receiver.answer = (response: ServerResponse) => {
      const failing = response.req.url === '/backchannel' && failures++ < 2;
      response.writeHead(failing ? 500 : 200).end();
      return undefined;
    };
    const clientId = `bcl-${kind}`;
    const clientSecret = 'backchannel-client-secret-0123456789';
    await runClientCommand(
      parseClientArgs(
        [
          'create-client',
          clientId,
          '--redirect-url',
          'https://rp.example/cb',
          '--secret',
          clientSecret,
          '--skip-consent',
          '--scope',
          'email',
          '--backchannel-logout-url',
          receiver.url.replace('/sms', '/backchannel'),
        ],
        testConfig(),
      ),
      { db: suite.database.db, print: () => {} },
    );
    const email = uniqueEmail('rp-user');
    await registerUser(suite.app, email);
    const userId = await userIdOf(email);
    const session = await signIn(suite.app, email);
    const who = { token: session.access_token, browser: new TestBrowser(() => suite.app) };
    const rp = relyingParty(suite, ISSUER, clientId, clientSecret, 'https://rp.example/cb');
    await codeFlow(suite, rp, who);
    const ended = await call('POST', at(manage.endSessions, { userId }), { token });
    expect(ended.statusCode, ended.body).toBe(200);
    await vi.waitFor(() => expect(received('/backchannel')).toHaveLength(3), {
      timeout: 15_000,
      interval: 50,
    });
    const jwks = await suite.app.inject({ method: 'GET', url: OIDC_PATHS.jwks });
    const keys = createLocalJWKSet(jwks.json());
    for (const request of received('/backchannel')) {
      const logoutToken = new URLSearchParams(request.body).get('logout_token') ?? '';
      const { payload } = await jwtVerify(logoutToken, keys, {
        issuer: ISSUER,
        audience: clientId,
      });
      expect(payload.sub).toBe(userId);
      expect(payload.events).toEqual({ 'http://schemas.openid.net/event/backchannel-logout': {} });
    }
    const rows = await suite.database.db
      .selectFrom('messages')
      .select(['status', 'attempts', 'recipient_masked'])
      .where('channel', '=', 'logout')
      .where('recipient_masked', '=', `client:${clientId}`)
      .execute();
    await vi.waitFor(async () => {
      const [row] = await suite.database.db
        .selectFrom('messages')
        .select(['status', 'attempts'])
        .where('recipient_masked', '=', `client:${clientId}`)
        .execute();
      expect(row).toEqual({ status: 'sent', attempts: 3 });
    });
    expect(rows).toHaveLength(1);
  });
});
