import { pbkdf2Sync, randomBytes, scryptSync } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { argon2i, argon2id, hash as argon2Hash } from 'argon2';
import bcrypt from 'bcrypt';
import { describe, expect, it } from 'vitest';
import { FIREBASE_VECTOR } from '#testing/firebase-vector.ts';
import { appSuite } from '#testing/app-suite.ts';
import { databases, latestCode, passwordGrant, paths, testConfig } from '#testing/test-app.ts';
import {
  ImportUsageError,
  parseImportArgs,
  runImportCommand,
} from '#modules/user-import/import-users-command.ts';

const PASSWORD = 'Imported-Pass-7';
const AGREEMENTS = [
  { kind: 'user-agreement', version: 1, acceptedAt: '2024-03-01T10:00:00Z' },
  { kind: 'privacy-policy', version: 1, acceptedAt: '2024-03-01T10:00:00Z' },
];

/** One row per scheme, each with its own e-mail address; the hashes made by each reference library. */
async function rowsPerScheme(prefix: string) {
  const salt = randomBytes(16);
  const b64 = (bytes: Buffer) => bytes.toString('base64');
  const base = (scheme: string) => ({
    email: `${prefix}-${scheme}@example.com`,
    country: 'DE',
    birthDate: '1990-04-01',
    language: 'de',
    agreements: AGREEMENTS,
  });
  return [
    { ...base('bcrypt'), password: { scheme: 'bcrypt', hash: await bcrypt.hash(PASSWORD, 4) } },
    {
      ...base('scrypt'),
      password: {
        scheme: 'scrypt',
        salt: b64(salt),
        hash: b64(scryptSync(PASSWORD, salt, 32, { N: 1024, r: 8, p: 1 })),
        params: { ln: 10, r: 8, p: 1 },
      },
    },
    {
      ...base('firebase-scrypt'),
      // Firebase's published vector: its password is user1password.
      password: { scheme: 'firebase-scrypt', ...FIREBASE_VECTOR, password: undefined },
    },
    ...(['sha256', 'sha512'] as const).map((digest) => ({
      ...base(`pbkdf2-${digest}`),
      password: {
        scheme: `pbkdf2-${digest}`,
        salt: b64(salt),
        hash: b64(pbkdf2Sync(PASSWORD, salt, 1000, 32, digest)),
        params: { iterations: 1000 },
      },
    })),
    {
      ...base('argon2i'),
      password: { scheme: 'argon2i', hash: await argon2Hash(PASSWORD, { type: argon2i }) },
    },
    {
      ...base('argon2id'),
      password: {
        scheme: 'argon2id',
        hash: await argon2Hash(PASSWORD, { type: argon2id, memoryCost: 4096, timeCost: 3 }),
      },
    },
  ];
}

function tempFile(name: string, text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'ac-import-')), name);
  writeFileSync(path, text);
  return path;
}

const jsonl = (rows: readonly unknown[]) => rows.map((row) => JSON.stringify(row)).join('\n');

describe.each(databases)('user import (%s)', (kind) => {
  const suite = appSuite(kind);
  const config = testConfig();

  async function importFile(path: string, extra: string[] = []) {
    const printed: string[] = [];
    const result = await runImportCommand(parseImportArgs(['import-users', path, ...extra]), {
      db: suite.database.db,
      config,
      print: (line) => printed.push(line),
    });
    return { result, printed };
  }

  const storedHash = async (email: string) =>
    (
      await suite.database.db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).password_hash;

  it('imports one user per scheme; each signs in, is rehashed to argon2id once, and a re-run skips them', async () => {
    const rows = await rowsPerScheme(`s-${kind}`);
    const path = tempFile('users.jsonl', jsonl(rows));
    const { result, printed } = await importFile(path);
    expect(result).toMatchObject({ read: rows.length, imported: rows.length, refused: 0 });
    expect(printed.at(-1)).toMatch(new RegExp(`${rows.length} imported, 0 skipped`));

    for (const row of rows) {
      const password = row.password.scheme === 'firebase-scrypt' ? 'user1password' : PASSWORD;
      const before = await storedHash(row.email);
      const wrong = await passwordGrant(suite.app, row.email, `${password}x`);
      expect(wrong.statusCode, row.password.scheme).toBe(400);
      expect(wrong.json()).toMatchObject({ error_description: 'user password not match' });
      expect(await storedHash(row.email)).toBe(before);

      const right = await passwordGrant(suite.app, row.email, password);
      expect(right.statusCode, `${row.password.scheme}: ${right.body}`).toBe(200);
      const after = await storedHash(row.email);
      expect(after, row.password.scheme).toMatch(/^\$argon2id\$v=19\$/);
      expect(after).toContain('m=19456');
      expect(after).not.toBe(before);
      // The history entry was replaced with it (a reuse check still knows the password).
      const history = await suite.database.db
        .selectFrom('password_history')
        .innerJoin('users', 'users.id', 'password_history.user_id')
        .select('password_history.password_hash')
        .where('users.email', '=', row.email)
        .execute();
      expect(history.map((entry) => entry.password_hash)).toEqual([after]);

      // The second sign-in verifies the product's own hash and changes nothing.
      const again = await passwordGrant(suite.app, row.email, password);
      expect(again.statusCode).toBe(200);
      expect(await storedHash(row.email)).toBe(after);
    }

    const acceptances = await suite.database.db
      .selectFrom('legal_acceptances')
      .innerJoin('users', 'users.id', 'legal_acceptances.user_id')
      .select(['kind', 'version', 'accepted_at'])
      .where('users.email', '=', rows[0]?.email ?? '')
      .orderBy('kind')
      .execute();
    expect(acceptances).toEqual([
      { kind: 'privacy-policy', version: 1, accepted_at: new Date('2024-03-01T10:00:00Z') },
      { kind: 'user-agreement', version: 1, accepted_at: new Date('2024-03-01T10:00:00Z') },
    ]);

    // Idempotent: the same file again imports nothing and changes no hash.
    const hashes = await Promise.all(rows.map((row) => storedHash(row.email)));
    const rerun = await importFile(path);
    expect(rerun.result).toMatchObject({ read: rows.length, imported: 0, skipped: rows.length });
    expect(await Promise.all(rows.map((row) => storedHash(row.email)))).toEqual(hashes);
    const runs = await suite.database.db
      .selectFrom('user_imports')
      .select(['rows_imported', 'rows_skipped', 'status'])
      .orderBy('started_at')
      .execute();
    expect(runs.slice(-2)).toEqual([
      { rows_imported: rows.length, rows_skipped: 0, status: 'done' },
      { rows_imported: 0, rows_skipped: rows.length, status: 'done' },
    ]);
  });

  it('an account imported without a password answers as a wrong password and sets one by the reset flow', async () => {
    const email = `none-${kind}@example.com`;
    const path = tempFile(
      'none.jsonl',
      jsonl([
        {
          email,
          country: 'FR',
          birthDate: '1985-12-31',
          agreements: AGREEMENTS,
          password: { scheme: 'none' },
        },
      ]),
    );
    expect((await importFile(path)).result.imported).toBe(1);
    for (const guess of [PASSWORD, '!reset']) {
      const answer = await passwordGrant(suite.app, email, guess);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error_description: 'user password not match' });
    }
    expect(await storedHash(email)).toBe('!reset');

    // The reset flow sets a password: the product's argon2id, and sign-in works with it.
    const sent = await suite.app.inject({
      method: 'POST',
      url: paths.resetPasswordCode,
      payload: { account: email },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await latestCode(suite.app, email);
    const done = await suite.app.inject({
      method: 'POST',
      url: paths.resetPassword,
      payload: { account: email, code, password: 'Chosen-Pass-9' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await storedHash(email)).toMatch(/^\$argon2id\$/);
    expect((await passwordGrant(suite.app, email, 'Chosen-Pass-9')).statusCode).toBe(200);
  });

  it('counts wrong passwords of an imported hash in the account lock', async () => {
    const email = `locked-${kind}@example.com`;
    const path = tempFile(
      'lock.jsonl',
      jsonl([
        {
          email,
          country: 'DE',
          birthDate: '1990-01-01',
          agreements: AGREEMENTS,
          password: { scheme: 'bcrypt', hash: await bcrypt.hash(PASSWORD, 4) },
        },
      ]),
    );
    await importFile(path);
    for (let attempt = 0; attempt < config.lockoutMaxFailures; attempt += 1) {
      await passwordGrant(suite.app, email, 'Wrong-Pass-1');
    }
    const locked = await passwordGrant(suite.app, email, PASSWORD);
    expect(locked.json()).toMatchObject({ error_description: 'exceed max login attempts' });
    // Locked: the right password was not checked, so the imported hash is still there.
    expect(await storedHash(email)).toMatch(/^\$2b\$/);
  });

  it('refuses bad rows with their line and reason in the report, and imports the rest (CSV)', async () => {
    const taken = `taken-${kind}@example.com`;
    const header =
      'email,phone,product_id,country,birth_date,language,tenant,agreements,password_scheme,password_hash,password_salt,password_params';
    const agreements =
      'user-agreement=1@2024-01-01T00:00:00Z;privacy-policy=1@2024-01-01T00:00:00Z';
    const bcryptHash = await bcrypt.hash(PASSWORD, 4);
    const ok = (email: string, productId = '') =>
      `${email},,${productId},DE,1990-01-01,en,,${agreements},bcrypt,${bcryptHash},,`;
    const productId = String(2_000_000_000 + Math.floor(Math.random() * 1_000_000));
    const lines = [
      header,
      ok(taken, productId), // 2: imported
      `bad-hash-${kind}@example.com,,,DE,1990-01-01,en,,${agreements},bcrypt,$2b$10$tooshort,,`, // 3
      `md5-${kind}@example.com,,,DE,1990-01-01,en,,${agreements},md5,abc,,`, // 4
      `young-${kind}@example.com,,,DE,2020-01-01,en,,${agreements},none,,,`, // 5
      `country-${kind}@example.com,,,Germany,1990-01-01,en,,${agreements},none,,,`, // 6
      `noagree-${kind}@example.com,,,DE,1990-01-01,en,,user-agreement=1@2024-01-01T00:00:00Z,none,,,`, // 7
      `,,,DE,1990-01-01,en,,${agreements},none,,,`, // 8
      `scrypt-${kind}@example.com,,,DE,1990-01-01,en,,${agreements},scrypt,bm90IGJhc2U2NA==,c2FsdA==,ln=14;r=8`, // 9
      ok(`other-${kind}@example.com`, productId), // 10: product ID of line 2
      ok(taken), // 11: already present: skipped
      `tenant-${kind}@example.com,,,DE,1990-01-01,en,12,${agreements},none,,,`, // 12
      `phone-${kind}@example.com,12345,,DE,1990-01-01,en,,${agreements},none,,,`, // 13
    ];
    const path = tempFile('users.csv', `${lines.join('\n')}\n`);
    const report = join(tmpdir(), `ac-import-report-${kind}-${Date.now()}.csv`);
    const { result } = await importFile(path, ['--report', report]);
    expect(result).toMatchObject({ read: 12, imported: 1, skipped: 1, refused: 10 });
    const reported = readFileSync(report, 'utf8').trim().split('\n');
    expect(reported[0]).toBe('line,reason');
    const reasons = new Map(
      reported.slice(1).map((line) => {
        const comma = line.indexOf(',');
        return [Number(line.slice(0, comma)), line.slice(comma + 1)];
      }),
    );
    expect([...reasons.keys()].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 12, 13]);
    expect(reasons.get(3)).toMatch(/not a bcrypt hash/);
    expect(reasons.get(4)).toMatch(/unknown password scheme: md5/);
    expect(reasons.get(5)).toMatch(/under the minimum age/);
    expect(reasons.get(6)).toMatch(/invalid country/);
    expect(reasons.get(7)).toMatch(/agreement required: privacy-policy/);
    expect(reasons.get(8)).toMatch(/e-mail address or a phone number is required/);
    expect(reasons.get(9)).toMatch(/password: /);
    expect(reasons.get(10)).toMatch(/product ID already used/);
    expect(reasons.get(12)).toMatch(/tenant must be six digits/);
    expect(reasons.get(13)).toMatch(/invalid phone number/);
    // Nothing of a refused row was written; the run keeps the refusals for the console.
    const refusedEmails = await suite.database.db
      .selectFrom('users')
      .select('email')
      .where('email', 'in', [`bad-hash-${kind}@example.com`, `other-${kind}@example.com`])
      .execute();
    expect(refusedEmails).toEqual([]);
    const run = await suite.database.db
      .selectFrom('user_imports')
      .select(['id', 'rows_refused'])
      .where('id', '=', result.importId)
      .executeTakeFirstOrThrow();
    expect(run.rows_refused).toBe(10);
    const kept = await suite.database.db
      .selectFrom('user_import_refusals')
      .select('line')
      .where('import_id', '=', run.id)
      .execute();
    expect(kept).toHaveLength(10);
  });

  it('refuses lines that are not JSON and reads the rest', async () => {
    const email = `json-${kind}@example.com`;
    const row = {
      email,
      country: 'DE',
      birthDate: '1990-01-01',
      agreements: AGREEMENTS,
      password: { scheme: 'none' },
    };
    const path = tempFile('mixed.jsonl', `{not json\n\n${JSON.stringify(row)}\n[1,2]\n`);
    const report = `${path}.refused.csv`;
    const { result } = await importFile(path);
    expect(result).toMatchObject({ read: 3, imported: 1, refused: 2 });
    expect(readFileSync(report, 'utf8')).toBe('line,reason\n1,not valid JSON\n4,not an object\n');
  });
});

describe('import-users command line', () => {
  it('reads the file, report, format and tenant, and refuses bad ones', () => {
    expect(parseImportArgs(['import-users', 'a.csv'])).toEqual({
      file: 'a.csv',
      report: 'a.csv.refused.csv',
      format: 'csv',
      tenantId: '000000',
    });
    expect(
      parseImportArgs([
        'import-users',
        'a.txt',
        '--format',
        'jsonl',
        '--report',
        'r',
        '--tenant',
        '000002',
      ]),
    ).toEqual({ file: 'a.txt', report: 'r', format: 'jsonl', tenantId: '000002' });
    const refused: [string[], RegExp][] = [
      [['import-users'], /<file> is missing/],
      [['import-users', 'a', 'b'], /unexpected argument b/],
      [['import-users', 'a', '--format', 'xml'], /jsonl or csv/],
      [['import-users', 'a', '--tenant', '12'], /not six digits/],
      [['import-users', 'a', '--bogus'], /bogus/],
    ];
    for (const [argv, message] of refused) {
      expect(() => parseImportArgs(argv)).toThrow(ImportUsageError);
      expect(() => parseImportArgs(argv)).toThrow(message);
    }
  });
});
