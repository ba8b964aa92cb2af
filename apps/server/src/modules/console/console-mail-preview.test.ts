import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CONSOLE_MAIL_PREVIEWS_PATH,
  consoleMailPreviewHtmlUrl,
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
    SECOND_BRAND_LOGO_URL: 'https://cdn.example.com/second/logo.svg',
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

  it("answers one mail's HTML as a page with its own strict CSP, for the preview frame", async () => {
    const response = await tester.call(
      'GET',
      consoleMailPreviewHtmlUrl('code-register', 'de', 'second'),
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain('sandbox allow-same-origin');
    expect(csp).not.toMatch(/script-src/);
    // The brand's look: its colour, its logo (allowed by the CSP), German, the legal footer.
    expect(response.body).toContain('#1d6b3a');
    expect(response.body).toContain('lang="de"');
    expect(response.body).not.toMatch(/<script|\son[a-z]+=/i);
    const logo = /<img[^>]+src="([^"]+)"/.exec(response.body)?.[1];
    expect(logo).toBeDefined();
    expect(logo).toBe('https://cdn.example.com/second/logo.svg');
    expect(csp).toContain('img-src data: https://cdn.example.com;');
    // The operator's template when there is one.
    const override = await tester.call(
      'GET',
      consoleMailPreviewHtmlUrl('code-login', 'de', 'second'),
      admin,
    );
    expect(override.body).toContain('Operator code 482913');
  });

  it('refuses the HTML to support staff, callers without a session, and an unknown kind', async () => {
    const url = consoleMailPreviewHtmlUrl('code-login', 'en', 'first');
    expectCode(await tester.call('GET', url, support), 403, 40322);
    const anonymous = await tester.call('GET', url);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('482913');
    const unknown = await tester.call(
      'GET',
      consoleMailPreviewHtmlUrl('no-such-kind', 'en', 'first'),
      admin,
    );
    expectCode(unknown, 404, 40410);
    const language = await tester.call(
      'GET',
      consoleMailPreviewHtmlUrl('code-login', 'xx', 'first'),
      admin,
    );
    expect(language.statusCode).toBe(400);
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
