import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer as createHttpsServer, request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#app.ts';
import { renderMailHtml } from '#messaging/mail-html.ts';
import { selfSignedCertificate } from '#testing/self-signed-cert.ts';
import { freePort } from '#testing/server-process.ts';
import {
  AUTH_HEADER,
  BASIC_AUTH,
  createTestApp,
  createTestDatabase,
  latestCode,
  outboxFor,
  paths,
  registrationBody,
  uniqueEmail,
  UNLIMITED_CODES,
  VALID_PASSWORD,
  type TestDatabase,
} from '#testing/test-app.ts';
import {
  expectErrorBody,
  registerSecure,
  REQUIRED_SECURITY,
  rowCounts,
  SecureClient,
  signInSecure,
  databasesFor,
} from './support.ts';

const WRONG_PASSWORD = 'Wrong1234';
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Attackers: enumeration, spoofed client addresses and hosts, cross-site calls, HTML, headers. */
describe.each(databasesFor('other'))('attackers on %s', (kind) => {
  let database: TestDatabase;
  let app: App;
  let client: SecureClient;
  const email = uniqueEmail('target');

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ({ app } = await createTestApp(database, { ...REQUIRED_SECURITY, ...UNLIMITED_CODES }));
    client = new SecureClient(app);
    await registerSecure(client, app, email);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('unknown account vs wrong password: the spec texts (recorded), the same status and shape, similar timing', async () => {
    const unknown = await signInSecure(client, uniqueEmail('nobody'), WRONG_PASSWORD);
    const wrong = await signInSecure(client, email, WRONG_PASSWORD);
    // Spec §8 demands distinct texts here (SECURITY.md records it): 40012 vs 40011.
    expect(unknown.json()).toMatchObject({
      code: 40012,
      error: 'invalid_grant',
      error_description: 'username or password error',
    });
    expect(wrong.json()).toMatchObject({
      code: 40011,
      error: 'invalid_grant',
      error_description: 'user password not match',
    });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(Object.keys(unknown.json()).sort()).toEqual(Object.keys(wrong.json()).sort());

    // Timing: the unknown account runs a dummy argon2 verification, so neither is much faster.
    // (Fresh accounts, so the lock does not start refusing early.)
    const unknownMs: number[] = [];
    const wrongMs: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const victim = uniqueEmail('timing');
      await registerSecure(client, app, victim);
      for (let j = 0; j < 3; j += 1) {
        let started = performance.now();
        await signInSecure(client, uniqueEmail('nobody'), WRONG_PASSWORD);
        unknownMs.push(performance.now() - started);
        started = performance.now();
        await signInSecure(client, victim, WRONG_PASSWORD);
        wrongMs.push(performance.now() - started);
      }
    }
    const ratio = median(unknownMs) / median(wrongMs);
    console.info(
      `timing medians: unknown ${median(unknownMs).toFixed(1)} ms, wrong ${median(wrongMs).toFixed(1)} ms`,
    );
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('X-Forwarded-For spoofing does not bypass the per-IP code cap or the account lock', async () => {
    // A database of its own: the per-IP counts of the other tests do not reach it.
    const own = await createTestDatabase(kind);
    const capped = await createTestApp(own, {
      ...REQUIRED_SECURITY,
      CODE_RESEND_COOLDOWN_SECONDS: '0',
      CODE_MAX_SENDS_PER_IP_PER_HOUR: '3',
    });
    const behindProxy = await createTestApp(own, {
      ...REQUIRED_SECURITY,
      CODE_RESEND_COOLDOWN_SECONDS: '0',
      CODE_MAX_SENDS_PER_IP_PER_HOUR: '3',
      TRUST_PROXY: '1',
    });
    try {
      for (const [target, realIp] of [
        [capped.app, undefined],
        [behindProxy.app, '203.0.113.9'],
      ] as const) {
        const spoofing = new SecureClient(target);
        const codes: number[] = [];
        for (let i = 0; i < 5; i += 1) {
          // The attacker's own header; a trusted proxy appends the address it saw.
          const forwarded = realIp ? `198.51.100.${i}, ${realIp}` : `198.51.100.${i}`;
          const answer = await spoofing.inject({
            url: paths.registerEmailCode,
            payload: { email: uniqueEmail('xff') },
            headers: { 'x-forwarded-for': forwarded, 'x-real-ip': `198.51.100.${i}` },
          });
          codes.push(answer.json().code as number);
        }
        expect(codes.slice(0, 3)).toEqual([0, 0, 0]);
        expect(codes.slice(3)).toEqual([11004, 11004]);
      }
      // The lock counts per account, whatever address each guess claims.
      const victim = uniqueEmail('xff-lock');
      await registerSecure(client, app, victim);
      const answers = [];
      for (let i = 0; i < 6; i += 1) {
        answers.push(
          await client.inject({
            url: paths.token,
            query: { grant_type: 'password', username: victim, password: WRONG_PASSWORD },
            headers: { 'x-forwarded-for': `192.0.2.${i}` },
          }),
        );
      }
      expect(answers.map((answer) => answer.json().code)).toEqual([
        40011, 40011, 40011, 40011, 40011, 40010,
      ]);
    } finally {
      await capped.app.close();
      await behindProxy.app.close();
      await own.close();
    }
  });

  it('messages carry no link built from the Host header (nor any link at all)', async () => {
    const target = uniqueEmail('host');
    const answer = await client.inject({
      url: paths.registerEmailCode,
      payload: { email: target },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    await client.inject({
      url: paths.resetPasswordCode,
      payload: { account: email },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    for (const message of [...(await outboxFor(app, target)), ...(await outboxFor(app, email))]) {
      expect(message.text).not.toMatch(/evil\.example|https?:\/\//);
    }
  });

  it('a cross-site POST (a form, no custom headers) is refused and changes nothing', async () => {
    const signedIn = await signInSecure(client, email);
    expect(signedIn.statusCode).toBe(200);
    const before = await rowCounts(database.db);
    const crossSite = {
      origin: 'https://evil.example',
      referer: 'https://evil.example/form',
      'sec-fetch-site': 'cross-site',
    };
    const forms: [string, string][] = [
      [paths.registerEmailCode, `email=${encodeURIComponent(uniqueEmail('csrf'))}`],
      [
        paths.token,
        `grant_type=password&username=${encodeURIComponent(email)}&password=${VALID_PASSWORD}`,
      ],
      [paths.changePassword, `currentPassword=${VALID_PASSWORD}&password=Hijack123`],
      [paths.changeEmailCode, 'email=attacker%40evil.example'],
      [paths.resetPasswordCode, `account=${encodeURIComponent(email)}`],
    ];
    for (const [url, body] of forms) {
      for (const type of [
        'application/x-www-form-urlencoded',
        'text/plain',
        'multipart/form-data; boundary=x',
      ]) {
        const answer = await app.inject({
          method: 'POST',
          url,
          payload: body,
          headers: { ...crossSite, 'content-type': type },
        });
        expect(answer.statusCode, `${url} ${type}: ${answer.body}`).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode).toBeLessThan(500);
        expectErrorBody(answer.body, answer.statusCode);
        // No CORS grant for a foreign origin: the page cannot read the answer either.
        expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      }
    }
    const logout = await app.inject({ method: 'GET', url: paths.logout, headers: crossSite });
    expect(logout.statusCode).toBeGreaterThanOrEqual(400);
    expect(logout.statusCode).toBeLessThan(500);
    expect(await rowCounts(database.db)).toEqual(before);
  });

  it('HTML in names is escaped: brand names in the page and in e-mails, addresses in e-mails; the web app never sets raw HTML', async () => {
    const html = '<img src=x onerror=alert(1)>"\'&';
    const web = mkdtempSync(join(tmpdir(), 'ac-rel-web-'));
    writeFileSync(
      join(web, 'index.html'),
      '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
    );
    const branded = await createTestApp(database, {
      FIRST_BRAND_NAME: html,
      SECOND_BRAND_NAME: html,
      WEB_DIST_DIR: web,
    });
    try {
      const page = await branded.app.inject({ method: 'GET', url: '/login' });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('<img');
      expect(page.body).toContain('&lt;img');
    } finally {
      await branded.app.close();
      rmSync(web, { recursive: true, force: true });
    }
    const mail = renderMailHtml({
      subject: `${html} code`,
      text: `Hello ${html}\n\nChanged to o'neil&co@example.com`,
      language: 'en',
    });
    expect(mail).not.toContain('<img');
    expect(mail).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;');
    // The web app renders text through React only: no raw HTML sinks in its sources (its tests,
    // which never ship, may build prerendered markup to hydrate).
    const webSrc = fileURLToPath(new URL('../../../web/src', import.meta.url));
    const sinks: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) {
          if (name !== 'testing') walk(path);
        } else if (
          /\.(ts|tsx)$/.test(name) &&
          !/\.test\.tsx?$/.test(name) &&
          /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML|document\.write/.test(
            readFileSync(path, 'utf8'),
          )
        ) {
          sinks.push(path);
        }
      }
    };
    walk(webSrc);
    expect(sinks).toEqual([]);
  });

  it('security headers on every answer: pages, API success and errors, 404, 413, probes, preflight', async () => {
    const requests = [
      { method: 'POST' as const, url: paths.publicKey },
      { method: 'GET' as const, url: paths.userInfo },
      { method: 'GET' as const, url: '/nope' },
      { method: 'GET' as const, url: '/healthz' },
      { method: 'GET' as const, url: '/readyz' },
      { method: 'GET' as const, url: '/login' },
      { method: 'GET' as const, url: `/_dev/outbox?to=${encodeURIComponent(email)}` },
      {
        method: 'POST' as const,
        url: paths.registerEmailCode,
        payload: 'x'.repeat(70_000),
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST' as const,
        url: paths.registerEmailCode,
        payload: '{',
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'OPTIONS' as const,
        url: paths.token,
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      },
      { method: 'POST' as const, url: paths.token, headers: { 'tenant-id': 'bad' } },
    ];
    for (const request of requests) {
      const answer = await app.inject(request);
      const what = `${request.method} ${request.url.slice(0, 60)} → ${answer.statusCode}`;
      expect(answer.headers['content-security-policy'], what).toMatch(/default-src 'self'/);
      expect(answer.headers['content-security-policy'], what).toMatch(/frame-ancestors 'none'/);
      expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
      expect(answer.headers['x-frame-options'], what).toBe('DENY');
      expect(answer.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['strict-transport-security'], what).toMatch(/max-age=\d+/);
      expect(answer.headers['cross-origin-opener-policy'], what).toBe('same-origin');
      expect(answer.headers['x-powered-by'], what).toBeUndefined();
      // The server sets no cookie at all (the token cookie is the web app's own, see below).
      expect(answer.headers['set-cookie'], what).toBeUndefined();
      if (answer.statusCode >= 400 && request.method !== 'OPTIONS' && request.url !== '/readyz') {
        expectErrorBody(answer.body, answer.statusCode);
      }
    }
  });

  it('served over TLS (a terminating proxy, X-Forwarded-Proto https): every cookie is Secure and SameSite — the server sets only the HttpOnly device cookie — and HSTS is sent', async () => {
    // The token cookie is the web app's own (js-cookie): apps/web/src/lib/session/token-cookie.test.ts
    // checks in Chromium that it is Secure and SameSite=Strict over https.
    const { key, cert } = await selfSignedCertificate();
    const web = mkdtempSync(join(tmpdir(), 'ac-rel-tls-'));
    writeFileSync(
      join(web, 'index.html'),
      '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
    );
    const served = await createTestApp(database, {
      ...UNLIMITED_CODES,
      TRUST_PROXY: '127.0.0.1',
      WEB_DIST_DIR: web,
    });
    const terminator = createHttpsServer({ key, cert }, (request, response) => {
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: appPort,
          method: request.method,
          path: request.url,
          headers: {
            ...request.headers,
            'x-forwarded-proto': 'https',
            'x-forwarded-for': request.socket.remoteAddress ?? '127.0.0.1',
          },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.writeHead(502).end());
      request.pipe(upstream);
    });
    let appPort = 0;
    try {
      await served.app.listen({ host: '127.0.0.1', port: await freePort() });
      appPort = (served.app.server.address() as AddressInfo).port;
      const tlsPort = await freePort();
      await new Promise<void>((resolve) => terminator.listen(tlsPort, '127.0.0.1', resolve));
      /** One request over TLS, the certificate verified against itself (no verification off). */
      const overTls = (
        path: string,
        init: { method?: string; body?: string; headers?: Record<string, string> } = {},
      ) =>
        new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>(
          (resolve, reject) => {
            const outgoing = httpsRequest(
              {
                host: '127.0.0.1',
                port: tlsPort,
                path,
                method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
                headers: init.headers,
                ca: cert,
              },
              (answer) => {
                let body = '';
                answer.setEncoding('utf8');
                answer.on('data', (chunk: string) => (body += chunk));
                answer.on('end', () =>
                  resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }),
                );
              },
            );
            outgoing.on('error', reject);
            outgoing.end(init.body);
          },
        );
      const json = (body: unknown) => ({
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      const visitor = uniqueEmail('tls');
      const answers = [await overTls('/login'), await overTls(paths.publicKey, { method: 'POST' })];
      answers.push(await overTls(paths.registerEmailCode, json({ email: visitor })));
      const code = await latestCode(served.app, visitor);
      answers.push(
        await overTls(paths.registerEmailVerification, json(registrationBody(visitor, code))),
      );
      const signedIn = await overTls(paths.token, {
        body: new URLSearchParams({
          grant_type: 'password',
          username: visitor,
          password: VALID_PASSWORD,
        }).toString(),
        headers: {
          authorization: BASIC_AUTH,
          'content-type': 'application/x-www-form-urlencoded',
        },
      });
      expect(signedIn.status, signedIn.body).toBe(200);
      const { access_token: accessToken } = JSON.parse(signedIn.body) as { access_token: string };
      answers.push(
        signedIn,
        await overTls(paths.userInfo, { headers: { [AUTH_HEADER]: accessToken } }),
        await overTls(paths.token, { method: 'POST' }),
        await overTls(paths.logout, { headers: { [AUTH_HEADER]: accessToken } }),
        await overTls('/nope'),
      );
      expect(answers.slice(0, 4).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      const cookies = answers.flatMap((answer) => answer.headers['set-cookie'] ?? []);
      for (const cookie of cookies) {
        expect(cookie).toMatch(/;\s*Secure(;|$)/i);
        expect(cookie).toMatch(/;\s*SameSite=(Strict|Lax)(;|$)/i);
      }
      // The only server cookie is the device cookie (decision 026), set by the registration and
      // the sign-in, never readable by script.
      expect(cookies).toHaveLength(2);
      for (const cookie of cookies) {
        expect(cookie).toMatch(/^ac_device=[\w-]{43};/);
        expect(cookie).toMatch(/;\s*HttpOnly(;|$)/i);
      }
      for (const answer of answers) {
        expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      }
    } finally {
      await new Promise((resolve) => terminator.close(resolve));
      await served.app.close();
      rmSync(web, { recursive: true, force: true });
    }
  });
});
