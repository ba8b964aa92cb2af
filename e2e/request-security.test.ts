import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import {
  apiPaths,
  CLIENT_CONTEXT_HEADER,
  jweKeyId,
  publicKeyResponseSchema,
  SIGNATURE_HEADER,
} from '@account-centre/contract';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import {
  acceptAgreement,
  expect,
  forgetSessionKeepDevice,
  PASSWORD,
  registerByEmail,
  signIn,
  solveSlider,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { legalServer } from './legal-server.ts';

const paths = apiPaths('aurora');
const NEW_PASSWORD = 'Robot-2026x';
const CONTEXT = CLIENT_CONTEXT_HEADER.toLowerCase();
/**
 * Decision 060: the browser encrypts with the server's X25519 key, as a compact JWE (ECDH-ES +
 * A256GCM): header, empty encrypted key, iv, ciphertext, tag.
 */
const COMPACT_JWE = /^eyJ[\w-]*\.\.[\w-]+\.[\w-]+\.[\w-]+$/;

interface SentRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: string;
}

/** Records every request the page sends, with all its headers and its body. */
function recordRequests(page: Page): () => Promise<SentRequest[]> {
  const pending: Promise<SentRequest>[] = [];
  page.on('request', (request: Request) => {
    pending.push(
      request
        .allHeaders()
        // A request still under way when the test ends: the headers the page gave it.
        .catch(() => request.headers())
        .then((headers) => ({
          method: request.method(),
          url: new URL(request.url()),
          headers,
          body: request.postData() ?? '',
        })),
    );
  });
  return () => Promise.all(pending);
}

/** Every form a password could take on the wire: as typed, URL-encoded, JSON-escaped. */
function spellings(password: string): string[] {
  return [
    password,
    encodeURIComponent(password),
    new URLSearchParams({ p: password }).toString().slice(2),
  ];
}

function expectNoClearPassword(requests: SentRequest[], passwords: string[]) {
  for (const request of requests) {
    const wire = [
      request.url.href,
      decodeURIComponent(request.url.href),
      request.body,
      ...Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`),
    ].join('\n');
    for (const password of passwords) {
      for (const spelling of spellings(password)) {
        expect(wire, `${request.method} ${request.url.pathname}`).not.toContain(spelling);
      }
    }
  }
}

const isApi = (request: SentRequest) => request.url.pathname.startsWith('/api/');
const callsTo = (requests: SentRequest[], path: string) =>
  requests.filter((request) => request.url.pathname === path);
const jsonField = (request: SentRequest | undefined, field: string): unknown =>
  (JSON.parse(request?.body ?? '{}') as Record<string, unknown>)[field];

test('passwords never travel in clear; every call carries the context header; marked calls are signed', async ({
  page,
}) => {
  const sent = recordRequests(page);
  const email = uniqueEmail();
  await registerByEmail(page, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);

  await page.getByRole('link', { name: 'Change password' }).click();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);

  const requests = await sent();
  expectNoClearPassword(requests, [PASSWORD, NEW_PASSWORD]);

  const [registration] = callsTo(requests, paths.registerEmailVerification);
  expect(String(jsonField(registration, 'password'))).toMatch(COMPACT_JWE);
  const [token] = callsTo(requests, paths.token);
  expect(token?.url.searchParams.get('password')).toMatch(COMPACT_JWE);
  const [change] = callsTo(requests, paths.changePassword);
  expect(String(jsonField(change, 'currentPassword'))).toMatch(COMPACT_JWE);
  expect(String(jsonField(change, 'password'))).toMatch(COMPACT_JWE);

  // The context header on every API call but publickey, built once for the visit's values.
  const api = requests.filter(isApi);
  expect(api.length).toBeGreaterThan(5);
  for (const request of api) {
    if (request.url.pathname === paths.publicKey) {
      expect(request.headers[CONTEXT]).toBeUndefined();
    } else {
      expect(request.headers[CONTEXT], request.url.pathname).toMatch(COMPACT_JWE);
    }
  }
  for (const path of [paths.registerEmailCode, paths.registerEmailVerification]) {
    const [call] = callsTo(requests, path);
    expect(call?.headers[SIGNATURE_HEADER.toLowerCase()], path).toMatch(/^[A-Za-z0-9_-]{43}$/);
  }
  // Fetched when a call first needed it, not with the page, and then kept.
  const firstApi = api[0];
  expect(firstApi?.url.pathname).toBe(paths.publicKey);
  expect(callsTo(requests, paths.publicKey).length).toBeLessThanOrEqual(4);
});

/** `npm run admin -- rotate-keys`'s built tool against the PostgreSQL server's database: the new and old key ids. */
function rotateKey(): { kid: string; retiredKid: string } {
  if (!legalServer.databaseUrl) throw new Error('E2E_LEGAL_DATABASE_URL is not set');
  const output = execFileSync('node', ['apps/server/dist/admin.js', 'rotate-keys'], {
    cwd: resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATABASE_URL: legalServer.databaseUrl,
      KEY_ENCRYPTION_SECRET: legalServer.keyEncryptionSecret,
      OUTBOX: 'true',
    },
    stdio: 'pipe',
    encoding: 'utf8',
  });
  const match = /new encryption key ([A-Za-z0-9_-]+); ([A-Za-z0-9_-]+) still decrypts/.exec(output);
  if (!match?.[1] || !match[2]) throw new Error(`rotate-keys said: ${output}`);
  return { kid: match[1], retiredKid: match[2] };
}

async function currentKid(request: APIRequestContext): Promise<string> {
  const answer = await request.post(`${legalServer.url}${paths.publicKey}`);
  return publicKeyResponseSchema.parse(await answer.json()).data.kid;
}

/** The key id of the JWE password of the sign-in among `requests` (its protected header's). */
function tokenKid(requests: SentRequest[]): string | undefined {
  const token = callsTo(requests, paths.token).at(-1);
  const password = token?.url.searchParams.get('password');
  return password ? jweKeyId(password) : undefined;
}

test.describe('key rotation (on the PostgreSQL server, with the operator tool)', () => {
  test.use({ baseURL: legalServer.url });
  test.skip(!legalServer.url, 'needs PostgreSQL (TEST_DATABASE_URL) for the second server');

  test('sign-in works with the cached old key during its grace period, and with the new key after a reload', async ({
    page,
  }) => {
    // The servers reload their key list every 30 s: the new key is handed out within that.
    test.setTimeout(180_000);
    const sent = recordRequests(page);
    const email = uniqueEmail();
    await registerByEmail(page, email);
    const oldKid = await currentKid(page.request);
    // The page fetched the key for the registration and keeps it.
    expect(callsTo(await sent(), paths.publicKey).length).toBeGreaterThan(0);
    expect(tokenKid(await sent())).toBeUndefined();

    const { kid: newKid, retiredKid } = rotateKey();
    expect(retiredKid).toBe(oldKid);
    expect(newKid).not.toBe(oldKid);

    // Still on the page (no reload): it signs in with the key it holds, the one just replaced.
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel('Account').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await acceptAgreement(page);
    await solveSlider(page);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/home$/);
    expect(tokenKid(await sent())).toBe(oldKid);

    // Once the server hands out the new key, a reloaded page signs in with it.
    await expect.poll(() => currentKid(page.request), { timeout: 45_000 }).toBe(newKid);
    await forgetSessionKeepDevice(page);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/home$/);
    const requests = await sent();
    expect(tokenKid(requests)).toBe(newKid);
    expectNoClearPassword(requests, [PASSWORD]);
  });
});
