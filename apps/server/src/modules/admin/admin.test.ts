import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  AdminCommandError,
  AdminUsageError,
  parseAdminArgs,
  runAdminCommand,
} from '#modules/admin/admin-commands.ts';
import { readMigrations } from '#db/migrate.ts';
import {
  createTestDatabase,
  databases,
  emptyDir,
  passwordGrant,
  signIn,
  testConfig,
  tokenWorks,
  uniqueEmail,
  registerUser,
  VALID_PASSWORD,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';
import { runServerScript } from '#testing/server-process.ts';

describe('admin command line', () => {
  it('reads each command and refuses bad ones with a clear message', () => {
    expect(parseAdminArgs(['unlock', 'a@example.com'])).toMatchObject({
      command: 'unlock',
      account: 'a@example.com',
      tenantId: '000000',
    });
    expect(
      parseAdminArgs(['flag-double-check', '12345678', '--off', '--tenant', '000002']),
    ).toMatchObject({
      command: 'flag-double-check',
      off: true,
      tenantId: '000002',
    });
    expect(parseAdminArgs(['rotate-keys', '--status'])).toMatchObject({
      command: 'rotate-keys',
      status: true,
    });
    expect(parseAdminArgs(['--help']).command).toBe('help');
    expect(parseAdminArgs(['migrate', '--dry-run'])).toMatchObject({
      command: 'migrate',
      dryRun: true,
    });
    expect(parseAdminArgs(['migrate']).dryRun).toBe(false);
    const refused: [string[], RegExp][] = [
      [[], /no command/],
      [['frobnicate'], /unknown command: frobnicate/],
      [['create-client'], /a client command/],
      [['unlock'], /unlock: <account> is missing/],
      [['unlock', 'a@example.com', 'b@example.com'], /unexpected argument b@example.com/],
      [['end-sessions', 'a@example.com', '--off'], /--off is not an option/],
      [['rotate-keys', 'a@example.com'], /unexpected argument/],
      [['purge', 'a@example.com'], /purge: unexpected argument a@example.com/],
      [['rotate-keys', '--status', '--reset'], /either --status or --reset/],
      [['unlock', 'a@example.com', '--tenant', '12'], /not six digits/],
      [['unlock', 'a@example.com', '--bogus'], /bogus/],
      [['purge', '--dry-run'], /--dry-run belongs to migrate/],
      [['migrate', 'a@example.com'], /migrate: unexpected argument/],
    ];
    for (const [argv, message] of refused) {
      expect(() => parseAdminArgs(argv), argv.join(' ')).toThrow(AdminUsageError);
      expect(() => parseAdminArgs(argv), argv.join(' ')).toThrow(message);
    }
  });
});

describe.each(databases)('admin commands on %s', (kind) => {
  const suite = appSuite(kind, { LOCKOUT_MAX_FAILURES: '2' });
  const config = testConfig();
  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    await runAdminCommand(parseAdminArgs(argv), {
      db: suite.database.db,
      kind,
      config,
      print: (line) => lines.push(line),
    });
    return lines.join('\n');
  };

  it('migrate --dry-run lists the pending migrations and applies none; migrate applies them', async () => {
    const files = (await readMigrations()).map((migration) => migration.name);
    const fresh = await createTestDatabase(kind, { migrate: false });
    try {
      const runOn = async (...argv: string[]) => {
        const lines: string[] = [];
        await runAdminCommand(parseAdminArgs(argv), {
          db: fresh.db,
          kind,
          config,
          print: (line) => lines.push(line),
        });
        return lines;
      };
      const tables = async () =>
        (await fresh.db.introspection.getTables()).map((table) => table.name).sort();
      const dry = await runOn('migrate', '--dry-run');
      expect(dry[0]).toBe(`${files.length} pending migrations (dry run, nothing applied):`);
      expect(dry.slice(1)).toEqual(files.map((name) => `  ${name}`));
      expect(await tables()).toEqual([]);
      const applied = await runOn('migrate');
      expect(applied[0]).toBe(`${files.length} migrations applied:`);
      expect(applied.slice(1)).toEqual(files.map((name) => `  ${name}`));
      expect(await tables()).toContain('users');
      expect(await runOn('migrate', '--dry-run')).toEqual([
        'no pending migrations: the database is up to date',
      ]);
      expect(await runOn('migrate')).toEqual(['no pending migrations: the database is up to date']);
      // One migration missing from the record: the dry run names just that one.
      const last = files.at(-1) ?? '';
      await fresh.db.deleteFrom('schema_migrations').where('name', '=', last).execute();
      expect(await runOn('migrate', '--dry-run')).toEqual([
        '1 pending migration (dry run, nothing applied):',
        `  ${last}`,
      ]);
    } finally {
      await fresh.close();
    }
  });

  it('purge deletes expired rows and says how many of each table', async () => {
    await suite.database.db
      .insertInto('signature_nonces')
      .values([
        { nonce: 'purge-expired-nonce-0001', expires_at: new Date(Date.now() - 8 * 86_400_000) },
        { nonce: 'purge-live-nonce-000001', expires_at: new Date(Date.now() + 60_000) },
      ])
      .execute();
    const output = await run('purge');
    expect(output).toContain('signature_nonces: 1 deleted');
    expect(output).toMatch(/purge done in \d+ ms/);
    // The embedded database has no autovacuum: the purge vacuums its tables (decision 069).
    if (kind === 'pglite') expect(output).toMatch(/tables vacuumed: [1-9]\d*/);
    else expect(output).not.toContain('tables vacuumed');
    const left = await suite.database.db.selectFrom('signature_nonces').select('nonce').execute();
    expect(left.map((row) => row.nonce)).toContain('purge-live-nonce-000001');
    expect(left.map((row) => row.nonce)).not.toContain('purge-expired-nonce-0001');
  });

  it('unlock lifts the account lock', async () => {
    const email = uniqueEmail('admin.unlock');
    const productId = await registerUser(suite.app, email);
    await passwordGrant(suite.app, email, 'Wrong1234');
    await passwordGrant(suite.app, email, 'Wrong1234');
    expect((await passwordGrant(suite.app, email, VALID_PASSWORD)).json()).toMatchObject({
      code: 40010,
    });
    expect(await run('unlock', email.toUpperCase())).toBe(
      `account ${productId} (tenant 000000): unlocked`,
    );
    expect((await passwordGrant(suite.app, email, VALID_PASSWORD)).statusCode).toBe(200);
    expect(await run('unlock', productId)).toContain('was not locked');
  });

  it('flag-double-check asks for the double check at every sign-in, --off stops it', async () => {
    const email = uniqueEmail('admin.flag');
    const productId = await registerUser(suite.app, email);
    expect(await run('flag-double-check', email)).toBe(
      `account ${productId} (tenant 000000): double check at every sign-in`,
    );
    const flagged = (await passwordGrant(suite.app, email, VALID_PASSWORD)).json<object>();
    expect(flagged).toHaveProperty('double_check_token');
    expect(flagged).not.toHaveProperty('access_token');
    await run('flag-double-check', email, '--off');
    expect((await passwordGrant(suite.app, email, VALID_PASSWORD)).json<object>()).toHaveProperty(
      'access_token',
    );
  });

  it('end-sessions signs the account out everywhere', async () => {
    const email = uniqueEmail('admin.sessions');
    const productId = await registerUser(suite.app, email);
    const one = await signIn(suite.app, email);
    const two = await signIn(suite.app, email);
    expect(await run('end-sessions', email)).toBe(
      `account ${productId} (tenant 000000): 2 sessions ended`,
    );
    expect(await tokenWorks(suite.app, one.access_token)).toBe(false);
    expect(await tokenWorks(suite.app, two.access_token)).toBe(false);
    expect(await run('end-sessions', email)).toContain(': 0 sessions ended');
  });

  it('an unknown or malformed account is an error naming it; the tenant is respected', async () => {
    const email = uniqueEmail('admin.tenant');
    await registerUser(suite.app, email);
    await expect(run('unlock', 'nobody@example.com')).rejects.toThrow(AdminCommandError);
    await expect(run('unlock', 'nobody@example.com')).rejects.toThrow(
      'no account nobody@example.com in tenant 000000',
    );
    await expect(run('end-sessions', email, '--tenant', '000002')).rejects.toThrow(
      `no account ${email} in tenant 000002`,
    );
    await expect(run('unlock', 'not an account')).rejects.toThrow(/not an e-mail address/);
  });

  it('rotate-keys replaces the encryption key; --status lists the keys', async () => {
    const before = await run('rotate-keys', '--status');
    const rotated = await run('rotate-keys');
    expect(rotated).toMatch(/^new encryption key \S+/);
    const kid = /^new encryption key (\S+?)[;\n]/.exec(`${rotated}\n`)?.[1] ?? '';
    // Decision 060: the key's X25519 pair rotates with its RSA pair.
    expect(rotated).toMatch(new RegExp(`${kid}\\s+current\\s+RSA-OAEP-256\\+X25519\\s`));
    expect(before).not.toContain(kid);
  });
});

describe('npm run admin (the process)', () => {
  const data = emptyDir();
  afterAll(() => data.remove());

  const admin = (...argv: string[]) =>
    runServerScript('src/admin.ts', argv, {
      DATA_DIR: data.dir,
      DATABASE_URL: '',
      SMTP_URL: '',
      SMS_PROVIDER_URL: '',
      OUTBOX: 'true',
    });

  it('exits 2 with the usage on a bad command line, 1 for an unknown account, 0 when done', async () => {
    // A new DATA_DIR: the dry run lists every migration, migrate applies them.
    const dry = await admin('migrate', '--dry-run');
    expect(dry.output).toMatch(
      /^\d+ pending migrations \(dry run, nothing applied\):\n {2}0001-initial\.sql/,
    );
    expect(dry.code).toBe(0);
    const migrated = await admin('migrate');
    expect(migrated.output).toMatch(/^\d+ migrations applied:/);
    expect(migrated.code).toBe(0);
    const usage = await admin('unlock');
    expect(usage.code).toBe(2);
    expect(usage.output).toContain('unlock: <account> is missing');
    expect(usage.output).toContain('Usage: npm run admin -- <command>');
    const unknown = await admin('unlock', 'nobody@example.com');
    expect(unknown.output).toContain('no account nobody@example.com in tenant 000000');
    expect(unknown.code).toBe(1);
    const rotated = await admin('rotate-keys');
    expect(rotated.output).toMatch(/new encryption key/);
    expect(rotated.output).toMatch(/new id_token signing key/);
    expect(rotated.code).toBe(0);
    // The embedded database's generated KEY_ENCRYPTION_SECRET (decision 041), owner-only.
    expect(statSync(join(data.dir, 'key-encryption-secret')).mode & 0o777).toBe(0o600);
  }, 240_000);
});
