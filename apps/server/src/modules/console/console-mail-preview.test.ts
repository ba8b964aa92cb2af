import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CONSOLE_MAIL_PREVIEWS_PATH,
  type ConsoleMailPreviewResponse,
} from '@account-centre/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_KINDS } from '#messaging/mail/mail-kinds.ts';
import { appSuite } from '#testing/app-suite.ts';
import {
  consoleTester,
  createStaff,
  expectCode,
  type ConsoleSession,
} from '#testing/console-session.ts';
import { emptyDir } from '#testing/test-app.ts';

// An operator's template for the second brand's German login code.
const templates = emptyDir();
mkdirSync(join(templates.dir, 'second/de'), { recursive: true });
writeFileSync(
  join(templates.dir, 'second/de/code-login.txt'),
  'Subject: Ihr Code\n\nCode: {{code}}\n',
);
writeFileSync(
  join(templates.dir, 'second/de/code-login.html'),
  '<html><body><p>Operator code {{code}}</p></body></html>',
);

describe('console mail preview (decision 065)', () => {
  const suite = appSuite('pglite', {
    MAIL_TEMPLATES_DIR: templates.dir,
    SECOND_BRAND_PRIMARY_COLOR: '#1d6b3a',
  });
  const tester = consoleTester(suite);
  let admin: ConsoleSession;
  let support: ConsoleSession;
  beforeAll(async () => {
    admin = await tester.signIn(await createStaff(suite.database.db, 'pglite', 'admin'));
    support = await tester.signIn(await createStaff(suite.database.db, 'pglite', 'support'));
  });
  afterAll(() => templates.remove());

  const preview = async (query: string) => {
    const response = await tester.call('GET', `${CONSOLE_MAIL_PREVIEWS_PATH}?${query}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ConsoleMailPreviewResponse>().data;
  };

  it('renders every kind for an admin, built-in or the operator override', async () => {
    const first = await preview('brand=first&language=ar');
    expect(first.mails.map((mail) => mail.kind)).toEqual([...MAIL_KINDS]);
    for (const mail of first.mails) {
      expect(mail.override).toBeNull();
      expect(mail.html).toContain('dir="rtl"');
      expect(mail.html).toContain('#0a5ca8');
      expect(mail.text).not.toBe('');
    }
    const second = await preview('brand=second&language=de');
    const login = second.mails.find((mail) => mail.kind === 'code-login');
    expect(login?.override).toEqual({
      html: 'second/de/code-login.html',
      text: 'second/de/code-login.txt',
    });
    expect(login?.html).toContain('Operator code 482913');
    expect(login?.subject).toBe('Ihr Code');
    const register = second.mails.find((mail) => mail.kind === 'code-register');
    expect(register?.override).toBeNull();
    expect(register?.html).toContain('#1d6b3a');
  });

  it('refuses support staff and callers without a console session', async () => {
    expectCode(await tester.call('GET', CONSOLE_MAIL_PREVIEWS_PATH, support), 403, 40322);
    const anonymous = await tester.call('GET', CONSOLE_MAIL_PREVIEWS_PATH);
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an unknown language or brand', async () => {
    const response = await tester.call(
      'GET',
      `${CONSOLE_MAIL_PREVIEWS_PATH}?brand=third&language=en`,
      admin,
    );
    expect(response.statusCode).toBe(400);
  });
});
