import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  loggedUrl,
  loggerOptions,
  registerRequestScope,
  securityEventLogger,
} from '#lib/logging.ts';
import {
  AUTH_HEADER,
  BASIC_AUTH,
  CLIENT_SECRET,
  databases,
  latestCode,
  passwordGrant,
  paths,
  registrationBody,
  uniqueEmail,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

const PASSWORD = 'Journey!pw42';
const NEW_PASSWORD = 'Changed!pw77';

describe('loggedUrl', () => {
  it('drops the query string of the token call, and redacts secret fields elsewhere', () => {
    expect(loggedUrl(`${paths.token}?grant_type=password&password=x`, paths.token)).toBe(
      paths.token,
    );
    expect(loggedUrl(`${paths.token}/?refresh_token=x`, paths.token)).toBe(`${paths.token}/`);
    expect(loggedUrl('/a?to=me%40example.com&code=123456&Password=p', paths.token)).toBe(
      '/a?to=me%40example.com&code=[redacted]&Password=[redacted]',
    );
    expect(loggedUrl('/a', paths.token)).toBe('/a');
  });
});

/** A bare app with the product's logger options and request scopes, its lines kept in `lines`. */
function loggingApp(level: 'info' | 'warn') {
  const lines: string[] = [];
  const app = Fastify(
    loggerOptions({
      level,
      stream: { write: (line: string) => lines.push(line) },
      tokenPath: paths.token,
      authHeader: AUTH_HEADER,
    }),
  );
  registerRequestScope(app);
  return { app, lines };
}

const parsedLines = (lines: readonly string[]) =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('request ids in the log', () => {
  it("puts the request's id once on every line logged while it is answered, by any logger", async () => {
    const { app, lines } = loggingApp('info');
    // A module holding the app's logger (as the activity log does), and the request's own logger.
    const moduleLog = app.log;
    app.get('/work', async (request) => {
      request.log.info('by the request');
      await new Promise((resolve) => setTimeout(resolve, 5));
      moduleLog.info('by a module');
      return { ok: true };
    });
    await app.ready();
    const answers = await Promise.all(
      ['first', 'second'].map((id) =>
        app.inject({ method: 'GET', url: '/work', headers: { 'x-request-id': id } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    app.log.info('outside any request');
    await app.close();

    const parsed = parsedLines(lines);
    for (const id of ['first', 'second']) {
      expect(parsed.filter((line) => line.reqId === id).map((line) => line.msg)).toEqual([
        'by the request',
        'by a module',
        'request completed',
      ]);
    }
    for (const line of lines) expect(line.split('"reqId"').length).toBeLessThanOrEqual(2);
    expect(parsed.find((line) => line.msg === 'outside any request')).not.toHaveProperty('reqId');
  });
});

describe('securityEventLogger', () => {
  const logged = async (level: 'info' | 'warn') => {
    const { app, lines } = loggingApp(level);
    const events = securityEventLogger(app.log);
    app.get('/event', async () => {
      events.info({ event: 'account.sign_in', userId: 'u1', ip: '127.0.0.1' }, 'security event');
      app.log.info({ attempt: { password: PASSWORD } }, 'module line');
      return { ok: true };
    });
    await app.ready();
    await app.inject({ method: 'GET', url: '/event', headers: { 'x-request-id': 'event-1' } });
    await app.close();
    return parsedLines(lines);
  };

  it("writes into the app's stream with the request's id; the app's logger still censors", async () => {
    const parsed = await logged('info');
    expect(parsed.filter((line) => line.reqId === 'event-1').map((line) => line.msg)).toEqual([
      'security event',
      'module line',
      'request completed',
    ]);
    expect(parsed[0]).toMatchObject({ level: 30, event: 'account.sign_in', userId: 'u1' });
    expect(parsed[1]).toMatchObject({ attempt: { password: '[redacted]' } });
  });

  it("keeps the app's level", async () => {
    expect(await logged('warn')).toEqual([]);
  });
});

describe.each(databases)('logs of a full journey on %s', (kind) => {
  const lines: string[] = [];
  const suite = appSuite(
    kind,
    {
      LOG_LEVEL: 'trace',
      // Plain passwords in the calls, so that the log would show them if anything logged them.
      PASSWORD_ENCRYPTION: 'optional',
      CONTEXT_HEADER: 'optional',
      SIGNATURES: 'optional',
    },
    { logStream: { write: (line: string) => lines.push(line) } },
  );

  it('holds request ids and none of the secrets used', async () => {
    const { app } = suite;
    const email = uniqueEmail('journey');
    const secrets: string[] = [PASSWORD, NEW_PASSWORD, CLIENT_SECRET, BASIC_AUTH.slice(6)];

    // Register by e-mail code (the caller's request id is kept and echoed).
    const sent = await app.inject({
      method: 'POST',
      url: paths.registerEmailCode,
      headers: { 'x-request-id': 'journey-send-code' },
      payload: { email },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.headers['x-request-id']).toBe('journey-send-code');
    const code = await latestCode(app, email);
    secrets.push(code);
    const registered = await app.inject({
      method: 'POST',
      url: paths.registerEmailVerification,
      payload: registrationBody(email, code, { password: PASSWORD }),
    });
    expect(registered.statusCode).toBe(200);

    // A wrong password first (an error answer), then sign in: fields in the query (spec §7).
    const wrong = await app.inject({
      method: 'POST',
      url: `${paths.token}?${new URLSearchParams({ grant_type: 'password', username: email, password: `${PASSWORD}x` })}`,
      headers: { authorization: BASIC_AUTH, 'x-request-id': 'journey-wrong-password' },
    });
    expect(wrong.statusCode).toBe(400);
    secrets.push(`${PASSWORD}x`);
    const signedIn = await app.inject({
      method: 'POST',
      url: `${paths.token}?${new URLSearchParams({ grant_type: 'password', username: email, password: PASSWORD })}`,
      headers: { authorization: BASIC_AUTH },
    });
    expect(signedIn.statusCode).toBe(200);
    const first = signedIn.json<{ access_token: string; refresh_token: string }>();
    secrets.push(first.access_token, first.refresh_token);
    expect(signedIn.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    // Refresh (the refresh token in the query).
    const refreshed = await app.inject({
      method: 'POST',
      url: `${paths.token}?${new URLSearchParams({ grant_type: 'refresh_token', refresh_token: first.refresh_token })}`,
      headers: { authorization: BASIC_AUTH },
    });
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json<{ access_token: string; refresh_token: string }>();
    secrets.push(second.access_token, second.refresh_token);

    // Change the password, then log out, with the `{Brand}-Auth` header.
    const changed = await app.inject({
      method: 'POST',
      url: paths.changePassword,
      headers: { [AUTH_HEADER]: second.access_token },
      payload: { currentPassword: PASSWORD, password: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const signedInAgain = await passwordGrant(app, email, NEW_PASSWORD);
    expect(signedInAgain.statusCode).toBe(200);
    const third = signedInAgain.json<{ access_token: string; refresh_token: string }>();
    secrets.push(third.access_token, third.refresh_token);
    const loggedOut = await app.inject({
      method: 'GET',
      url: paths.logout,
      headers: { [AUTH_HEADER]: third.access_token },
    });
    expect(loggedOut.statusCode).toBe(200);

    // A secret in the query string of some other URL.
    await app.inject({ method: 'GET', url: `/no-such-page?code=${code}&password=${PASSWORD}` });
    // The health checks log from `warn` on (their route's level): no line for a good answer.
    const health = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'journey-health' },
    });
    expect(health.statusCode).toBe(200);
    // A module logging an object with secrets in it.
    app.log.warn(
      { headers: { authorization: BASIC_AUTH }, attempt: { password: PASSWORD } },
      'module line',
    );

    const output = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    // One line per request, when answered: request, status, response time and request id.
    const parsed = parsedLines(lines);
    const sendCodeLines = parsed.filter((line) => line.reqId === 'journey-send-code');
    expect(sendCodeLines).toEqual([
      expect.objectContaining({
        level: 30,
        time: expect.any(Number),
        pid: process.pid,
        msg: 'request completed',
        req: expect.objectContaining({ method: 'POST', url: paths.registerEmailCode }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
    expect(parsed.filter((line) => line.reqId === 'journey-health')).toEqual([]);
    // A line a module logs while a request is answered carries the request's id, whichever
    // logger it went through (the activity log holds the app's): the failed sign-in's event.
    expect(parsed.filter((line) => line.reqId === 'journey-wrong-password')).toEqual([
      expect.objectContaining({ msg: 'security event', event: 'account.sign_in_failed' }),
      expect.objectContaining({ msg: 'request completed', res: { statusCode: 400 } }),
    ]);
    // Never twice in one line; not on a line logged outside any request.
    for (const line of lines) expect(line.split('"reqId"').length).toBeLessThanOrEqual(2);
    expect(parsed.find((line) => line.msg === 'module line')).not.toHaveProperty('reqId');
    expect(output).not.toContain('incoming request');
    expect(output).toContain('"attempt":{"password":"[redacted]"}');
    expect(output).toContain(`"url":"${paths.token}"`);
    expect(output).toContain(`"url":"${paths.changePassword}"`);
    expect(output).toContain('"url":"/no-such-page?code=[redacted]&password=[redacted]"');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(5);
      expect(output.includes(secret), `secret ${secret} in the log`).toBe(false);
      expect(output.includes(encodeURIComponent(secret)), `secret ${secret} in the log`).toBe(
        false,
      );
    }
  });
});
