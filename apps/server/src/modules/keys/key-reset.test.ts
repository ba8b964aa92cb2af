import { OIDC_PATHS } from '@account-centre/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#app.ts';
import { parseAdminArgs, runAdminCommand } from '#modules/admin/admin-commands.ts';
import { openPrivateKey, sealPrivateKey } from '#modules/keys/key-sealing.ts';
import {
  createTestApp,
  createTestDatabase,
  databases,
  paths,
  registerUser,
  testConfig,
  uniqueEmail,
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
    // The new encryption key has both kinds under its id, sealed with the new secret (decision 060).
    const encryptionKid = /new encryption key (\S+?);/.exec(output)?.[1];
    const key = await app.inject({ method: 'POST', url: paths.publicKey });
    expect(key.json()).toMatchObject({
      data: { kid: encryptionKid, jweJwk: { kty: 'OKP', crv: 'X25519', kid: encryptionKid } },
    });
    const row = await database.db
      .selectFrom('encryption_keys')
      .select(['private_key', 'x25519_private_key'])
      .executeTakeFirstOrThrow();
    expect(row.private_key).toMatch(/^sealed1\./);
    expect(row.x25519_private_key).toMatch(/^sealed1\./);
  });

  it('rotate-keys --reset seals the authenticator secrets stored before the secret was set', async () => {
    const app = await appWith(NEW_SECRET);
    const reset = async (config = testConfig({ KEY_ENCRYPTION_SECRET: NEW_SECRET })) => {
      const lines: string[] = [];
      await runAdminCommand(parseAdminArgs(['rotate-keys', '--reset']), {
        db: database.db,
        kind,
        config,
        print: (line) => lines.push(line),
      });
      return lines.join('\n');
    };
    // Written without KEY_ENCRYPTION_SECRET: a user's authenticator secret and a staff member's.
    const email = uniqueEmail('reseal');
    await registerUser(app, email);
    const { id: userId } = await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const userSecret = Buffer.from('0123456789abcdefghij');
    await database.db
      .insertInto('totp_factors')
      .values({
        user_id: userId,
        sealed_secret: sealPrivateKey(userSecret, `totp.${userId}`, undefined),
      })
      .execute();
    const staffLines: string[] = [];
    await runAdminCommand(
      parseAdminArgs(['create-staff', uniqueEmail('reseal.staff'), '--role', 'support']),
      { db: database.db, kind, config: testConfig(), print: (line) => staffLines.push(line) },
    );
    const staffRow = await database.db
      .selectFrom('staff')
      .select(['id', 'sealed_totp_secret'])
      .where('sealed_totp_secret', 'like', 'plain.%')
      .executeTakeFirstOrThrow();
    const staffSecret = openPrivateKey(
      staffRow.sealed_totp_secret,
      `staff-totp.${staffRow.id}`,
      undefined,
    );

    expect(await reset()).toContain(
      'authenticator secrets stored unsealed, now sealed: 1 of users, 1 of staff',
    );
    const user = await database.db
      .selectFrom('totp_factors')
      .select('sealed_secret')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user.sealed_secret).toMatch(/^sealed1\./);
    expect(openPrivateKey(user.sealed_secret, `totp.${userId}`, NEW_SECRET)).toEqual(userSecret);
    const staff = await database.db
      .selectFrom('staff')
      .select('sealed_totp_secret')
      .where('id', '=', staffRow.id)
      .executeTakeFirstOrThrow();
    expect(staff.sealed_totp_secret).toMatch(/^sealed1\./);
    expect(
      openPrivateKey(staff.sealed_totp_secret, `staff-totp.${staffRow.id}`, NEW_SECRET),
    ).toEqual(staffSecret);
    // Nothing left unsealed: a second reset seals none.
    expect(await reset()).toContain('now sealed: 0 of users, 0 of staff');
  });
});
