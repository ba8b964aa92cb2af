import { createPrivateKey } from 'node:crypto';
import {
  EncryptionPublicKey,
  JwePublicKey,
  jweKeyId,
  publicKeyResponseSchema,
} from '@account-centre/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#app.ts';
import { parseAdminArgs, runAdminCommand } from '#modules/admin/admin-commands.ts';
import { KeyRing } from '#modules/keys/key-ring.service.ts';
import { KeyStoreError } from '#modules/keys/key-sealing.ts';
import { KeysRepo } from '#modules/keys/keys.repo.ts';
import { appSuite } from '#testing/app-suite.ts';
import { SecureClient, TEST_CONTEXT } from '#testing/secure-client.ts';
import {
  createTestApp,
  createTestDatabase,
  databases,
  passwordGrant,
  paths,
  registerUser,
  testConfig,
  type TestDatabase,
  uniqueEmail,
  VALID_PASSWORD,
} from '#testing/test-app.ts';

const SECRET = 'a-key-encryption-secret-of-32-chars-or-more';

async function publicKey(app: App) {
  const response = await app.inject({ method: 'POST', url: paths.publicKey });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return publicKeyResponseSchema.parse(response.json()).data;
}

function keyRing(database: TestDatabase, env: Record<string, string> = {}) {
  return new KeyRing({
    repo: new KeysRepo(database.db),
    settings: testConfig(env).encryptionKeys,
  });
}

async function sessionCount(database: TestDatabase): Promise<number> {
  const row = await database.db
    .selectFrom('sessions')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

describe.each(databases)('encryption keys on %s', (kind) => {
  const suite = appSuite(kind);
  /** More instances on the suite's database, closed after it. */
  const apps: App[] = [];
  const newApp = async (env: Record<string, string> = {}) => {
    const created = (await createTestApp(suite.database, env)).app;
    apps.push(created);
    return created;
  };
  afterAll(async () => {
    for (const each of apps) await each.close();
  });

  it('publickey answers a 3072-bit RSA-OAEP-256 key with its id, made once for every instance', async () => {
    const key = await publicKey(suite.app);
    expect(key).toMatchObject({
      alg: 'RSA-OAEP-256',
      jwk: { kty: 'RSA', e: 'AQAB', alg: 'RSA-OAEP-256', use: 'enc', kid: key.kid },
      cacheSeconds: 3600,
    });
    expect(key.kid).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(Math.abs(key.serverTime - Date.now())).toBeLessThan(5000);
    expect((await EncryptionPublicKey.import(key.jwk)).modulusBits).toBe(3072);
    expect((await EncryptionPublicKey.import(key.spki)).modulusBits).toBe(3072);
    // Decision 060: the X25519 key of the same id for JWE.
    expect(key.jweJwk).toMatchObject({ kty: 'OKP', crv: 'X25519', alg: 'ECDH-ES', kid: key.kid });
    if (!key.jweJwk) throw new Error('publickey offered no X25519 key');
    expect((await JwePublicKey.import(key.jweJwk)).kid).toBe(key.kid);

    // Another instance on the same database hands out the same key.
    expect((await publicKey(await newApp())).kid).toBe(key.kid);
    const rows = await suite.database.db.selectFrom('encryption_keys').selectAll().execute();
    expect(rows).toHaveLength(1);
    // Without KEY_ENCRYPTION_SECRET the private keys are stored unsealed.
    expect(rows[0]?.private_key).toMatch(/^plain\./);
    expect(rows[0]?.x25519_private_key).toMatch(/^plain\./);
  });

  it('rotation keeps the previous key valid within its grace period', async () => {
    const email = uniqueEmail('rotation');
    await registerUser(suite.app, email);
    const before = new SecureClient(suite.app);
    const oldKid = (await before.key()).kid;
    const oldValue = await before.encryptPassword(VALID_PASSWORD);
    // The web app's JWE (decision 060) and the RSA-OAEP value of an older client.
    expect(jweKeyId(oldValue)).toBe(oldKid);
    const oldRsaValue = await new SecureClient(suite.app, TEST_CONTEXT, 'rsa').encryptPassword(
      VALID_PASSWORD,
    );

    // `npm run admin -- rotate-keys`, the key tool itself.
    const lines: string[] = [];
    await runAdminCommand(parseAdminArgs(['rotate-keys']), {
      db: suite.database.db,
      kind,
      config: testConfig(),
      print: (line) => lines.push(line),
    });
    const output = lines.join('\n');
    const rotated = {
      kid: /^new encryption key (\S+?);/.exec(output)?.[1] ?? '',
      retiredKid: /; (\S+) still decrypts/.exec(output)?.[1],
    };
    expect(rotated.retiredKid).toBe(oldKid);
    expect(rotated.kid).not.toBe(oldKid);
    expect(output).toMatch(new RegExp(`${rotated.kid}\\s+current\\s+RSA-OAEP-256\\+X25519\\s`));
    expect(output).toMatch(new RegExp(`${oldKid}\\s+grace\\s+RSA-OAEP-256\\+X25519\\s`));

    const fresh = await newApp();
    const rotatedKey = await publicKey(fresh);
    expect(rotatedKey.kid).toBe(rotated.kid);
    // The X25519 key rotated with it.
    expect(rotatedKey.jweJwk?.kid).toBe(rotated.kid);
    expect(rotatedKey.jweJwk?.x).not.toBe((await before.key()).jweJwk?.x);
    // The old key still decrypts, both recipes, on an instance that knew it and on one that
    // learns it now.
    for (const value of [oldValue, oldRsaValue]) {
      expect((await passwordGrant(suite.app, email, value)).statusCode).toBe(200);
      expect((await passwordGrant(fresh, email, value)).statusCode).toBe(200);
    }
    // The new key decrypts on an instance that has not seen it yet (it reloads the list).
    const after = new SecureClient(fresh);
    const newValue = await after.encryptPassword(VALID_PASSWORD);
    expect(jweKeyId(newValue)).toBe(rotated.kid);
    expect((await passwordGrant(suite.app, email, newValue)).statusCode).toBe(200);
    const newRsaValue = await new SecureClient(fresh, TEST_CONTEXT, 'rsa').encryptPassword(
      VALID_PASSWORD,
    );
    expect((await passwordGrant(suite.app, email, newRsaValue)).statusCode).toBe(200);

    const states = await keyRing(suite.database).status();
    expect(states.map((key) => [key.kid, key.state])).toEqual([
      [rotated.kid, 'current'],
      [oldKid, 'grace'],
    ]);
  });

  it('a key past its grace period decrypts nothing: 40050 / 40051, and nothing changes', async () => {
    const email = uniqueEmail('expired');
    await registerUser(suite.app, email);
    const client = new SecureClient(suite.app);
    const rsa = new SecureClient(suite.app, TEST_CONTEXT, 'rsa');
    const kid = (await client.key()).kid;
    const value = await client.encryptPassword(VALID_PASSWORD);
    const rsaValue = await rsa.encryptPassword(VALID_PASSWORD);
    const context = await client.contextHeader();
    const rsaContext = await rsa.contextHeader();
    await keyRing(suite.database).rotate();
    await suite.database.db
      .updateTable('encryption_keys')
      .set({ retired_at: sql<Date>`now() - interval '2 days'` })
      .where('kid', '=', kid)
      .execute();

    const later = await newApp();
    const sessions = await sessionCount(suite.database);
    for (const each of [value, rsaValue]) {
      const refused = await passwordGrant(later, email, each);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ code: 40050, msg: 'password could not be decrypted' });
    }
    for (const each of [context, rsaContext]) {
      const header = await later.inject({
        method: 'POST',
        url: paths.registerEmailCode,
        headers: { 'x-client-context': each },
        payload: { email: uniqueEmail('expired-context') },
      });
      expect(header.json()).toEqual({ code: 40051, msg: 'context header invalid' });
    }
    expect(await sessionCount(suite.database)).toBe(sessions);

    // The next rotation deletes it.
    await keyRing(suite.database).rotate();
    const kids = (
      await suite.database.db.selectFrom('encryption_keys').select('kid').execute()
    ).map((row) => row.kid);
    expect(kids).not.toContain(kid);
  });

  it('a current key made before decision 060 gets its X25519 pair at the next publickey, once for every instance', async () => {
    const email = uniqueEmail('upgrade');
    await registerUser(suite.app, email);
    const rotated = await keyRing(suite.database).rotate();
    // As a key made before migration 0033 is stored: no X25519 pair.
    await suite.database.db
      .updateTable('encryption_keys')
      .set({ x25519_public_key: null, x25519_private_key: null })
      .where('kid', '=', rotated.kid)
      .execute();
    // Older clients meanwhile: the RSA key decrypts as before.
    const first = await newApp();
    const rsa = new SecureClient(first, TEST_CONTEXT, 'rsa');
    // suite.app has not seen the new key id; earlier tests may have just used its once-a-second
    // look for unknown ids.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(
      (await passwordGrant(suite.app, email, await rsa.encryptPassword(VALID_PASSWORD))).statusCode,
    ).toBe(200);
    const answers = await Promise.all([publicKey(first), publicKey(await newApp())]);
    expect(answers.map((answer) => answer.kid)).toEqual([rotated.kid, rotated.kid]);
    expect(answers[0]?.jweJwk?.x).toBeDefined();
    expect(answers[1]?.jweJwk?.x).toBe(answers[0]?.jweJwk?.x);
    const row = await suite.database.db
      .selectFrom('encryption_keys')
      .selectAll()
      .where('kid', '=', rotated.kid)
      .executeTakeFirstOrThrow();
    expect(row.x25519_private_key).toMatch(/^plain\./);
    const jwe = new SecureClient(await newApp());
    const value = await jwe.encryptPassword(VALID_PASSWORD);
    expect(jweKeyId(value)).toBe(rotated.kid);
    // Another instance decrypts the JWE (its look for a key id it lacks is limited to once a
    // second: the wait is that limit, not a guess).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const last = await passwordGrant(suite.app, email, value);
    expect(last.statusCode, last.body).toBe(200);
  });

  it('KEY_ROTATION_DAYS replaces an old key on its next use; 0 leaves it to the CLI', async () => {
    const current = await publicKey(await newApp());
    // `created_at` is never updated by the server; the test ages the key directly.
    await sql`UPDATE encryption_keys SET created_at = now() - interval '31 days' WHERE kid = ${current.kid}`.execute(
      suite.database.db,
    );

    expect((await publicKey(await newApp({ KEY_ROTATION_DAYS: '0' }))).kid).toBe(current.kid);
    expect((await publicKey(await newApp({ KEY_ROTATION_DAYS: '60' }))).kid).toBe(current.kid);
    const replaced = await publicKey(await newApp({ KEY_ROTATION_DAYS: '30' }));
    expect(replaced.kid).not.toBe(current.kid);
    // Instances that decide together rotate once: the next one finds the new key.
    expect((await publicKey(await newApp())).kid).toBe(replaced.kid);
    const states = await keyRing(suite.database).status();
    expect(states.filter((key) => key.state === 'current')).toHaveLength(1);
  });
});

describe.each(databases)('encryption keys at rest on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('instances asking for the first key together make one', async () => {
    const fresh = await createTestDatabase(kind);
    const started = await Promise.all([createTestApp(fresh), createTestApp(fresh)]);
    try {
      const answers = await Promise.all(
        started.flatMap(({ app }) => [publicKey(app), publicKey(app), publicKey(app)]),
      );
      expect(new Set(answers.map((answer) => answer.kid)).size).toBe(1);
      expect(await fresh.db.selectFrom('encryption_keys').select('kid').execute()).toHaveLength(1);
    } finally {
      for (const { app } of started) await app.close();
      await fresh.close();
    }
  });

  it('KEY_ENCRYPTION_SECRET seals the private key; without it or with another one it does not open', async () => {
    const sealed = keyRing(database, { KEY_ENCRYPTION_SECRET: SECRET });
    const { kid } = await sealed.warmUp();
    const row = await database.db
      .selectFrom('encryption_keys')
      .selectAll()
      .where('kid', '=', kid)
      .executeTakeFirstOrThrow();
    expect(row.private_key).toMatch(/^sealed1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    expect(row.x25519_private_key).toMatch(/^sealed1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    const sealedBytes = Buffer.from(row.private_key.split('.')[2] ?? '', 'base64url');
    expect(() => createPrivateKey({ key: sealedBytes, format: 'der', type: 'pkcs8' })).toThrow();

    await expect(keyRing(database).warmUp()).rejects.toThrow(
      new KeyStoreError(
        `encryption key ${kid} is sealed: set KEY_ENCRYPTION_SECRET to the secret it was sealed with`,
      ),
    );
    await expect(
      keyRing(database, { KEY_ENCRYPTION_SECRET: `${SECRET}-other` }).warmUp(),
    ).rejects.toThrow(
      new KeyStoreError(`KEY_ENCRYPTION_SECRET does not open encryption key ${kid}`),
    );
    // The X25519 key is sealed for its own use: the RSA key's sealed bytes do not open as it.
    await database.db
      .updateTable('encryption_keys')
      .set({ x25519_private_key: row.private_key })
      .where('kid', '=', kid)
      .execute();
    await expect(keyRing(database, { KEY_ENCRYPTION_SECRET: SECRET }).warmUp()).rejects.toThrow(
      new KeyStoreError(`KEY_ENCRYPTION_SECRET does not open encryption key ${kid}:x25519`),
    );
    await database.db
      .updateTable('encryption_keys')
      .set({ x25519_private_key: row.x25519_private_key })
      .where('kid', '=', kid)
      .execute();
    // The key id is bound: a sealed key copied to another id does not open either.
    await database.db
      .updateTable('encryption_keys')
      .set({ retired_at: sql<Date>`now()` })
      .where('kid', '=', kid)
      .execute();
    await database.db
      .insertInto('encryption_keys')
      .values({ kid: 'copied-key-0001', public_key: row.public_key, private_key: row.private_key })
      .execute();
    await expect(keyRing(database, { KEY_ENCRYPTION_SECRET: SECRET }).warmUp()).rejects.toThrow(
      /does not open encryption key copied-key-0001/,
    );

    // With the right secret the sealed key decrypts what clients encrypt: `--reset` starts over.
    const reset = await keyRing(database, { KEY_ENCRYPTION_SECRET: SECRET }).reset();
    expect(reset.deletedKids.sort()).toEqual(['copied-key-0001', kid].sort());
    const { app } = await createTestApp(database, { KEY_ENCRYPTION_SECRET: SECRET });
    try {
      const email = uniqueEmail('sealed');
      await registerUser(app, email);
      const client = new SecureClient(app);
      expect((await client.key()).kid).toBe(reset.kid);
      const response = await passwordGrant(
        app,
        email,
        await client.encryptPassword(VALID_PASSWORD),
      );
      expect(response.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
