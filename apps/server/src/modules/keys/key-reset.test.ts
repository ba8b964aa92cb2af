import { OIDC_PATHS } from '@account-centre/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#app.ts';
import { parseAdminArgs, runAdminCommand } from '#modules/admin/admin-commands.ts';
import {
  createTestApp,
  createTestDatabase,
  databases,
  testConfig,
  type TestDatabase,
} from '#testing/test-app.ts';

const OLD_SECRET = 'the-old-key-encryption-secret-0123456789';
const NEW_SECRET = 'the-new-key-encryption-secret-9876543210';

/** A request that must be answered within `ms`: a hijacked request left unanswered fails here. */
async function answered(
  app: App,
  url: string,
  ms = 5000,
): Promise<LightMyRequestResponse | 'no answer'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'no answer'>((resolve) => {
    timer = setTimeout(() => resolve('no answer'), ms);
  });
  try {
    return await Promise.race([app.inject({ method: 'GET', url }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Docs/deployment.md §8/§9 (decision 041): a new KEY_ENCRYPTION_SECRET, then `rotate-keys --reset`,
 * then the servers start again. Every kind of key sealed with the secret must be replaced, and a
 * key that cannot be opened must show (500, `/readyz` 503), never hang a request.
 */
describe.each(databases)('a new KEY_ENCRYPTION_SECRET on %s', (kind) => {
  let database: TestDatabase;
  const apps: App[] = [];
  const appWith = async (secret: string) => {
    const { app } = await createTestApp(database, { KEY_ENCRYPTION_SECRET: secret });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // The keys of the old secret: the encryption key and the id_token signing key.
    const before = await appWith(OLD_SECRET);
    expect((await before.inject({ method: 'GET', url: OIDC_PATHS.jwks })).statusCode).toBe(200);
    expect((await before.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it('before the reset: the provider answers 500 with the error body, not never, and /readyz is 503', async () => {
    const app = await appWith(NEW_SECRET);
    for (const url of [OIDC_PATHS.jwks, OIDC_PATHS.discovery]) {
      const response = await answered(app, url);
      if (response === 'no answer') throw new Error(`${url} was not answered within 5 s`);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ code: 50000 });
    }
    const ready = await answered(app, '/readyz');
    if (ready === 'no answer') throw new Error('/readyz was not answered within 5 s');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', database: 'ok', keys: 'unusable' });
  });

  it('rotate-keys --reset replaces every kind of key: the provider and /readyz answer again', async () => {
    const lines: string[] = [];
    await runAdminCommand(parseAdminArgs(['rotate-keys', '--reset']), {
      db: database.db,
      kind,
      config: testConfig({ KEY_ENCRYPTION_SECRET: NEW_SECRET }),
      print: (line) => lines.push(line),
    });
    const output = lines.join('\n');
    expect(output).toMatch(/new encryption key \S+; deleted \S+/);
    expect(output).toMatch(/new id_token signing key \S+; deleted \S+/);
    const signingKid = /new id_token signing key (\S+?);/.exec(output)?.[1];

    const app = await appWith(NEW_SECRET);
    const jwks = await answered(app, OIDC_PATHS.jwks);
    if (jwks === 'no answer') throw new Error('the JWKS was not answered within 5 s');
    expect(jwks.statusCode).toBe(200);
    expect(jwks.json<{ keys: { kid: string }[] }>().keys.map((key) => key.kid)).toEqual([
      signingKid,
    ]);
    const discovery = await answered(app, OIDC_PATHS.discovery);
    if (discovery === 'no answer') throw new Error('discovery was not answered within 5 s');
    expect(discovery.statusCode).toBe(200);
    const ready = await answered(app, '/readyz');
    if (ready === 'no answer') throw new Error('/readyz was not answered within 5 s');
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', keys: 'ok' });
    expect(ready.statusCode).toBe(200);
  });
});
