import { CONSOLE_IMPORT_MAX_BYTES, consoleImportPaths } from '@account-centre/contract';
import bcrypt from 'bcrypt';
import { beforeAll, describe, expect, it } from 'vitest';
import { appSuite } from '#testing/app-suite.ts';
import {
  consoleTester,
  createStaff,
  expectCode,
  type ConsoleSession,
} from '#testing/console-session.ts';
import { databases, passwordGrant } from '#testing/test-app.ts';

const AGREEMENTS = [
  { kind: 'user-agreement', version: 1, acceptedAt: '2024-03-01T10:00:00Z' },
  { kind: 'privacy-policy', version: 1, acceptedAt: '2024-03-01T10:00:00Z' },
];

describe.each(databases)('console user import on %s', (kind) => {
  const suite = appSuite(kind);
  const tester = consoleTester(suite);
  let admin: ConsoleSession;
  let support: ConsoleSession;
  beforeAll(async () => {
    admin = await tester.signIn(await createStaff(suite.database.db, kind, 'admin'));
    support = await tester.signIn(await createStaff(suite.database.db, kind, 'support'));
  });

  it('an admin imports a small file, audited; the imports and refused rows are listed', async () => {
    const email = `console-import-${kind}@example.com`;
    const content = [
      JSON.stringify({
        email,
        country: 'DE',
        birthDate: '1990-01-01',
        agreements: AGREEMENTS,
        password: { scheme: 'bcrypt', hash: await bcrypt.hash('Console-Pass-1', 4) },
      }),
      JSON.stringify({ email: 'young@example.com', country: 'DE', birthDate: '2021-01-01' }),
    ].join('\n');
    const response = await tester.call('POST', consoleImportPaths.userImports, admin, {
      fileName: 'users.jsonl',
      format: 'jsonl',
      content,
    });
    expect(response.statusCode, response.body).toBe(200);
    const run = response.json<{ data: { run: { id: string } } }>().data.run;
    expect(run).toMatchObject({
      source: 'console',
      fileName: 'users.jsonl',
      status: 'done',
      read: 2,
      imported: 1,
      skipped: 0,
      refused: 1,
    });
    expect((await passwordGrant(suite.app, email, 'Console-Pass-1')).statusCode).toBe(200);

    const listed = await tester.call('GET', consoleImportPaths.userImports, admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ data: { runs: { id: string }[] } }>().data.runs[0]?.id).toBe(run.id);
    const refusals = await tester.call(
      'GET',
      consoleImportPaths.userImportRefusals.replace(':importId', run.id),
      admin,
    );
    expect(refusals.json<{ data: unknown }>().data).toEqual({
      refusals: [{ line: 2, reason: 'under the minimum age of 16' }],
    });
    const audit = await suite.database.db
      .selectFrom('staff_audit')
      .select(['action', 'target'])
      .where('action', '=', 'user-import')
      .execute();
    expect(audit).toEqual([{ action: 'user-import', target: run.id }]);
  });

  it('refuses support staff, a missing CSRF header and a too large file, importing nothing', async () => {
    const payload = { fileName: 'u.jsonl', format: 'jsonl', content: '' };
    const before = await suite.database.db
      .selectFrom('user_imports')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expectCode(
      await tester.call('POST', consoleImportPaths.userImports, support, payload),
      403,
      40322,
    );
    expectCode(await tester.call('GET', consoleImportPaths.userImports, support), 403, 40322);
    expectCode(
      await tester.call('POST', consoleImportPaths.userImports, { cookie: admin.cookie }, payload),
      403,
      40321,
    );
    const large = await tester.call('POST', consoleImportPaths.userImports, admin, {
      ...payload,
      content: 'x'.repeat(CONSOLE_IMPORT_MAX_BYTES + 100 * 1024),
    });
    expectCode(large, 413, 41300);
    const after = await suite.database.db
      .selectFrom('user_imports')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
