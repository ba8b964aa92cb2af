import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mailBrandsOf } from '#messaging/mail/mail-brand.ts';
import { loadMailOverrides } from '#messaging/mail/mail-overrides.ts';
import { createMailRenderer } from '#messaging/mail/mail-renderer.ts';
import { sampleEmails } from '#modules/console/mail-samples.ts';
import { createTestDatabase, createTestApp, emptyDir, testConfig } from '#testing/test-app.ts';

const GOOD_TEXT = 'Subject: {{brand}} sign-in code\n\nYour code: {{code}} ({{validity}}).\n';
const GOOD_HTML =
  '<!DOCTYPE html><html><body><p>Code <b>{{code}}</b> for {{brand}}</p></body></html>';

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

/** A templates folder with the given files (`first/de/code-login.txt` → content). */
function folder(files: Record<string, string>): string {
  const { dir, remove } = emptyDir();
  cleanups.push(remove);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

const valid = { 'first/de/code-login.txt': GOOD_TEXT, 'first/de/code-login.html': GOOD_HTML };

describe('operator mail templates (MAIL_TEMPLATES_DIR, decision 065)', () => {
  it('uses an override for its brand, language and kind, values escaped in the HTML', async () => {
    const overrides = loadMailOverrides(folder(valid));
    expect([...overrides.keys()]).toEqual(['first/de/code-login']);
    const brands = mailBrandsOf(testConfig({ FIRST_BRAND_NAME: 'A&B' }));
    const renderer = createMailRenderer({ brands, overrides });
    const samples = sampleEmails('A&B', 'de');
    const mail = await renderer.render(samples['code-login']);
    expect(mail.override?.files.html).toBe('first/de/code-login.html');
    expect(mail.subject).toBe('A&B sign-in code');
    expect(mail.text).toBe('Your code: 482913 (10 Minuten).\n');
    expect(mail.html).toContain('Code <b>482913</b> for A&amp;B');
    // Other kinds, languages and brands keep the built-in templates.
    for (const other of [
      samples['code-register'],
      sampleEmails('A&B', 'en')['code-login'],
      sampleEmails(brands.second.name, 'de')['code-login'],
    ]) {
      const rendered = await renderer.render(other);
      expect(rendered.override).toBeUndefined();
      expect(rendered.text).toBe(other.text);
    }
  });

  it('without a folder there are no overrides', () => {
    expect(loadMailOverrides(undefined).size).toBe(0);
  });

  const broken: [string, Record<string, string>, RegExp][] = [
    [
      'an unknown placeholder',
      { ...valid, 'first/de/code-login.html': GOOD_HTML.replace('{{brand}}', '{{user}}') },
      /first\/de\/code-login\.html: unknown placeholder \{\{user\}\}/,
    ],
    [
      'a missing required placeholder',
      { ...valid, 'first/de/code-login.txt': 'Subject: Code\n\nNo code here.\n' },
      /first\/de\/code-login\.txt: the required placeholder \{\{code\}\} is missing/,
    ],
    [
      'an unknown kind',
      { ...valid, 'first/de/new-device.html': GOOD_HTML },
      /first\/de\/new-device\.html: unknown template/,
    ],
    ['an unknown brand', { 'third/de/code-login.txt': GOOD_TEXT }, /third: unknown brand/],
    [
      'an unknown language',
      { 'first/xx/code-login.txt': GOOD_TEXT },
      /first\/xx: unknown language/,
    ],
    [
      'a text without its subject line',
      { ...valid, 'first/de/code-login.txt': 'Your code: {{code}}\n' },
      /first\/de\/code-login\.txt: cannot be parsed/,
    ],
    [
      'an unclosed placeholder',
      { ...valid, 'first/de/code-login.html': GOOD_HTML.replace('{{brand}}', '{{brand') },
      /first\/de\/code-login\.html: cannot be parsed/,
    ],
    [
      'an HTML file that is no document',
      { ...valid, 'first/de/code-login.html': '<p>{{code}}</p>' },
      /first\/de\/code-login\.html: cannot be parsed/,
    ],
    [
      'a file without its pair',
      { 'first/de/code-login.txt': GOOD_TEXT },
      /first\/de\/code-login\.html: missing/,
    ],
  ];
  for (const [what, files, error] of broken) {
    it(`refuses ${what}, naming the file`, () => {
      expect(() => loadMailOverrides(folder(files))).toThrow(error);
    });
  }

  it('refuses to start the server with a broken template, naming the file', async () => {
    const db = await createTestDatabase('pglite');
    try {
      const dir = folder({
        ...valid,
        'second/ar/account-deletion.txt': 'Subject: x\n\n{{date}}\n',
      });
      await expect(createTestApp(db, { MAIL_TEMPLATES_DIR: dir })).rejects.toThrow(
        /MAIL_TEMPLATES_DIR: second\/ar\/account-deletion\.html: missing/,
      );
      // A valid folder starts.
      const { app } = await createTestApp(db, { MAIL_TEMPLATES_DIR: folder(valid) });
      await app.close();
    } finally {
      await db.close();
    }
  });
});
