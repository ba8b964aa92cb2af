import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runServerScript } from '#testing/server-process.ts';
import { emptyDir } from '#testing/test-app.ts';

describe('npm run legal:publish (the process) with fewer languages than the app offers', () => {
  const data = emptyDir();
  afterAll(() => data.remove());
  const english = join(data.dir, 'en.txt');
  const german = join(data.dir, 'de.txt');
  writeFileSync(english, '{brand} Privacy Policy\n\n## 1. Who we are\n\nText.\n');
  writeFileSync(german, '{brand} Datenschutzerklärung\n\n## 1. Wer wir sind\n\nText.\n');

  // stdin is not a terminal here, as in a script or CI.
  const publish = (...argv: string[]) =>
    runServerScript('src/legal-publish.ts', argv, {
      DATA_DIR: join(data.dir, 'data'),
      DATABASE_URL: '',
      APP_LANGUAGES: 'en,de,fr',
      SMTP_URL: '',
      SMS_PROVIDER_URL: '',
      OUTBOX: 'true',
    });

  it('without a terminal and without --yes refuses, naming the languages; --yes publishes', async () => {
    const refused = await publish('--kind', 'privacy-policy', `en=${english}`);
    expect(refused.code).toBe(2);
    expect(refused.output).toContain('will be shown the English one: de, fr.');
    expect(refused.output).toContain('Run again with --yes');
    expect(refused.output).not.toMatch(/^published /m);

    const published = await publish(
      '--kind',
      'privacy-policy',
      '--yes',
      `en=${english}`,
      `de=${german}`,
    );
    expect(published.output).toContain('will be shown the English one: fr.');
    expect(published.output).toContain('published privacy-policy version 2 (en, de)');
    expect(published.code).toBe(0);
  }, 240_000);
});
