import { consoleAdminPaths } from '@account-centre/contract';
import { describe, expect, it } from 'vitest';
import { appSuite } from '#testing/app-suite.ts';
import { consoleTester, createStaff } from '#testing/console-session.ts';
import { databases, uniqueEmail } from '#testing/test-app.ts';

describe.each(databases)('console admin logs on %s', (kind) => {
  const lines: string[] = [];
  const suite = appSuite(
    kind,
    { LOG_LEVEL: 'trace' },
    { logStream: { write: (line: string) => lines.push(line) } },
  );
  const tester = consoleTester(suite);

  it('hold none of the secrets the admin routes hand out or take', async () => {
    const staff = await createStaff(suite.database.db, kind, 'admin');
    const admin = await tester.signIn(staff);
    const created = await tester.call('POST', consoleAdminPaths.clients, admin, {
      clientId: `logged-${kind}`,
      name: 'Logged',
      redirectUrls: ['https://logged.example/cb'],
      scopes: [],
      skipConsent: false,
      postLogoutRedirectUrls: [],
    });
    expect(created.statusCode, created.body).toBe(200);
    const rotated = await tester.call(
      'POST',
      `${consoleAdminPaths.clients}/logged-${kind}/secret`,
      admin,
    );
    expect(rotated.statusCode, rotated.body).toBe(200);
    const member = await tester.call('POST', consoleAdminPaths.staff, admin, {
      email: uniqueEmail('logged.member'),
      role: 'support',
    });
    expect(member.statusCode, member.body).toBe(200);
    const data = member.json<{ data: { password: string; totpSecret: string } }>().data;
    const secrets = [
      staff.password,
      admin.cookie.split('=')[1] ?? '',
      admin.csrf,
      created.json<{ data: { secret: string } }>().data.secret,
      rotated.json<{ data: { secret: string } }>().data.secret,
      data.password,
      data.totpSecret,
    ];
    const log = lines.join('');
    // The log is written: the calls are in it.
    expect(log).toContain(consoleAdminPaths.staff);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      expect(log).not.toContain(secret);
    }
  });
});
