import { DEFAULT_TENANT_ID, sign } from '@account-centre/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from '#db/migrate.ts';
import { startServerProcess, type ServerProcess } from '#testing/server-process.ts';
import {
  BASIC_AUTH,
  CLIENT_SECRET,
  createTestDatabase,
  databases,
  paths,
  registrationBody,
  uniqueEmail,
  VALID_PASSWORD,
  type TestDatabase,
} from '#testing/test-app.ts';

/**
 * Two instances as one (DESIGN §2): two server processes on loopback, on different ports, against
 * one fresh PostgreSQL database. Requests alternate between them, and every limit holds as with
 * one instance, because its state is in the database.
 */
const LIMITS = {
  LOCKOUT_MAX_FAILURES: '3',
  CODE_MAX_ATTEMPTS: '3',
  CODE_RESEND_COOLDOWN_SECONDS: '60',
  CODE_MAX_SENDS_PER_HOUR: '2',
  CODE_MAX_SENDS_PER_IP_PER_HOUR: '14',
};

interface Answer {
  status: number;
  body: { code?: number; msg?: string; [key: string]: unknown };
}

async function call(
  base: string,
  path: string,
  init: {
    method?: string;
    json?: unknown;
    form?: Record<string, string>;
    headers?: Record<string, string>;
    body?: string;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers };
  let body = init.body;
  if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers['content-type'] = 'application/json';
  } else if (init.form) {
    body = new URLSearchParams(init.form).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  const response = await fetch(`${base}${path}`, { method: init.method ?? 'POST', headers, body });
  const text = await response.text();
  return { status: response.status, body: text === '' ? {} : (JSON.parse(text) as Answer['body']) };
}

describe.skipIf(!databases.includes('postgres'))('two server processes on one PostgreSQL', () => {
  let db: TestDatabase;
  const servers: ServerProcess[] = [];
  /** Codes sent so far (all from 127.0.0.1: the per-IP cap counts them all). */
  let sends = 0;
  let turn = 0;
  /** The next instance, alternating. */
  const next = () => {
    const server = servers[turn % servers.length];
    turn += 1;
    if (!server) throw new Error('no server');
    return server.base;
  };
  const [a, b] = [() => servers[0]?.base ?? '', () => servers[1]?.base ?? ''];

  const codeFor = async (base: string, to: string) => {
    const response = await fetch(`${base}/_dev/outbox?to=${encodeURIComponent(to)}`);
    const messages = (await response.json()) as { code: string }[];
    const code = messages[0]?.code;
    if (!code) throw new Error(`no code for ${to}`);
    return code;
  };
  const sendRegisterCode = async (base: string, email: string) => {
    const answer = await call(base, paths.registerEmailCode, { json: { email } });
    if (answer.status === 200) sends += 1;
    return answer;
  };
  const register = async (email: string) => {
    expect((await sendRegisterCode(a(), email)).status).toBe(200);
    const code = await codeFor(b(), email);
    const registered = await call(b(), paths.registerEmailVerification, {
      json: registrationBody(email, code),
    });
    expect(registered.status).toBe(200);
  };
  const password = (base: string, username: string, secret: string) =>
    call(base, paths.token, {
      headers: { authorization: BASIC_AUTH },
      form: { grant_type: 'password', username, password: secret },
    });

  beforeAll(async () => {
    // A fresh database, not migrated: both instances migrate it as they start together.
    db = await createTestDatabase('postgres', { migrate: false });
    const env = {
      DATABASE_URL: db.url ?? '',
      // Required with DATABASE_URL (decision 041); the same on both instances.
      KEY_ENCRYPTION_SECRET: 'two-instances-share-this-key-encryption-secret',
      OUTBOX: 'true',
      ...LIMITS,
    };
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
  }, 400_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await db?.close();
  }, 60_000);

  it('run on different ports, and the migrations ran once', async () => {
    expect(a()).not.toBe(b());
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ version: string }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(rows.map((row) => row.version)).toEqual(
        (await readMigrations()).map((migration) => migration.version),
      );
    } finally {
      await client.end();
    }
    for (const server of servers) expect(server.output()).not.toMatch(/"level":(50|60)/);
  });

  it('password lockout: the failures on both instances count towards one lock', async () => {
    const email = uniqueEmail('two.lockout');
    await register(email);
    for (let i = 0; i < 3; i += 1) {
      expect((await password(next(), email, 'Wrong1234')).body.code).toBe(40011);
    }
    // Locked everywhere, even for the right password.
    expect((await password(a(), email, VALID_PASSWORD)).body.code).toBe(40010);
    expect((await password(b(), email, VALID_PASSWORD)).body.code).toBe(40010);
  });

  it('code wrong attempts: three wrong tries on either instance use the code up', async () => {
    const email = uniqueEmail('two.attempts');
    expect((await sendRegisterCode(a(), email)).status).toBe(200);
    const code = await codeFor(a(), email);
    const wrong = code === '000000' ? '111111' : '000000';
    const codes: (number | undefined)[] = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await call(next(), paths.registerEmailVerification, {
        json: registrationBody(email, wrong),
      });
      codes.push(answer.body.code);
    }
    expect(codes.slice(0, 2)).toEqual([11000, 11000]);
    const right = await call(b(), paths.registerEmailVerification, {
      json: registrationBody(email, code),
    });
    expect(right.status).toBe(400);
    expect(right.body.code).toBe(11001);
  });

  it('resend cool-down: a code sent by one instance holds off the other', async () => {
    const email = uniqueEmail('two.cooldown');
    expect((await sendRegisterCode(a(), email)).status).toBe(200);
    const again = await sendRegisterCode(b(), email);
    expect(again.status).toBe(429);
    expect(again.body.code).toBe(11003);
  });

  it('per-destination cap: sends on both instances count towards one hourly limit', async () => {
    const email = uniqueEmail('two.cap');
    await register(email); // 1st code to this address (register)
    const login = await call(b(), paths.oauthEmail, { json: { purpose: 'login', account: email } });
    expect(login.status).toBe(200); // 2nd (login), on the other instance
    sends += 1;
    const reset = await call(a(), paths.resetPasswordCode, { json: { account: email } });
    expect(reset.status).toBe(429);
    expect(reset.body).toMatchObject({ code: 11004 });
    expect(reset.body.msg).not.toContain('client');
  });

  it('signature nonces: a signed call accepted by one instance is refused as a replay by the other', async () => {
    const body = JSON.stringify({ email: uniqueEmail('two.nonce') });
    const headers = {
      'content-type': 'application/json',
      ...(await sign({
        secret: CLIENT_SECRET,
        version: 'v1',
        method: 'POST',
        target: paths.registerEmailCode,
        body,
      })),
    };
    const first = await call(a(), paths.registerEmailCode, { headers, body });
    expect(first.status).toBe(200);
    sends += 1;
    const replay = await call(b(), paths.registerEmailCode, { headers, body });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe(40054);
  });

  it('refresh tokens: rotation on one instance, reuse detected on the other ends the family', async () => {
    const email = uniqueEmail('two.refresh');
    await register(email);
    const signedIn = await password(a(), email, VALID_PASSWORD);
    expect(signedIn.status).toBe(200);
    const first = String(signedIn.body.refresh_token);
    const refresh = (base: string, token: string) =>
      call(base, paths.token, {
        headers: { authorization: BASIC_AUTH },
        form: { grant_type: 'refresh_token', refresh_token: token },
      });
    const rotated = await refresh(b(), first);
    expect(rotated.status).toBe(200);
    const second = String(rotated.body.refresh_token);
    expect(second).not.toBe(first);
    // The first token again, on the other instance: reuse, the whole family ends.
    const reused = await refresh(a(), first);
    expect(reused.status).toBe(401);
    expect((await refresh(b(), second)).status).toBe(401);
    const accessToken = String(rotated.body.access_token);
    const info = await fetch(`${a()}${paths.userInfo}`, {
      headers: { 'Aurora-Auth': accessToken, 'Tenant-Id': DEFAULT_TENANT_ID },
    });
    expect(info.status).toBe(401);
  });

  it('sessions: a token from one instance works on the other, and logging out on one ends it on both', async () => {
    const email = uniqueEmail('two.session');
    await register(email);
    const signedIn = await password(b(), email, VALID_PASSWORD);
    const headers = { 'Aurora-Auth': String(signedIn.body.access_token) };
    expect((await fetch(`${a()}${paths.userInfo}`, { headers })).status).toBe(200);
    expect((await fetch(`${a()}${paths.logout}`, { headers })).status).toBe(200);
    expect((await fetch(`${b()}${paths.userInfo}`, { headers })).status).toBe(401);
  });

  it('per-IP cap: codes requested through both instances count towards one hourly limit', async () => {
    const cap = Number(LIMITS.CODE_MAX_SENDS_PER_IP_PER_HOUR);
    expect(sends).toBeLessThan(cap);
    let refused: Answer | undefined;
    for (let i = 0; i < cap && refused === undefined; i += 1) {
      const answer = await sendRegisterCode(next(), uniqueEmail('two.ip'));
      if (answer.status !== 200) refused = answer;
    }
    expect(sends).toBe(cap);
    expect(refused?.status).toBe(429);
    expect(refused?.body).toMatchObject({ code: 11004 });
    expect(refused?.body.msg).toContain('client');
  });
});
