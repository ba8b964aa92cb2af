import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderedConfigKey } from '@account-centre/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#app.ts';
import { webAppConfig } from '#plugins/web-app.ts';
import { createTestApp, databases, emptyDir, testConfig } from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

const SHELL = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta name="app-config" content="" />
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** A prerendered page as the web build writes it (apps/web/scripts/prerender.mjs). */
const page = (text: string) =>
  SHELL.replace('<div id="root"></div>', `<div id="root">${text}</div>`);

const ENV = { SECOND_BRAND_HOSTS: 'nova.example' };
const HTML = { accept: 'text/html' };

function writeBuild(dir: string, configKey: string) {
  writeFileSync(join(dir, 'index.html'), SHELL);
  const pages = [
    { path: '/login', brand: 'first', language: 'de', country: 'DE', text: 'Anmelden' },
    { path: '/login', brand: 'first', language: 'de', country: 'CN', text: 'Anmelden CN' },
    { path: '/login', brand: 'second', language: 'en', country: 'DE', text: 'Nova log in' },
  ].map(({ text, ...entry }) => {
    const file = `${entry.brand}/${entry.language}/${entry.country}${entry.path}.html`;
    mkdirSync(join(dir, 'prerendered', entry.brand, entry.language, entry.country), {
      recursive: true,
    });
    writeFileSync(join(dir, 'prerendered', file), page(text));
    return { ...entry, file };
  });
  writeFileSync(join(dir, 'prerendered', 'manifest.json'), JSON.stringify({ configKey, pages }));
}

describe.each(databases)('prerendered visitor screens on %s', (kind) => {
  const web = emptyDir();
  const stale = emptyDir();
  // Registered before appSuite: the builds are written before the apps start, removed after.
  beforeAll(() => {
    writeBuild(web.dir, renderedConfigKey(webAppConfig(testConfig(ENV))));
    writeBuild(stale.dir, renderedConfigKey(webAppConfig(testConfig({ ...ENV, MIN_AGE: '21' }))));
  });
  afterAll(() => {
    web.remove();
    stale.remove();
  });
  const suite = appSuite(kind, { ...ENV, WEB_DIST_DIR: web.dir });
  let otherConfigApp: App;
  beforeAll(async () => {
    ({ app: otherConfigApp } = await createTestApp(suite.database, {
      ...ENV,
      WEB_DIST_DIR: stale.dir,
    }));
  });
  afterAll(async () => {
    await otherConfigApp?.close();
  });

  const get = (target: App, url: string, headers: Record<string, string> = {}) =>
    target.inject({ method: 'GET', url, headers: { ...HTML, ...headers } });

  it('sends the page of the brand, the likely language and the host default country, config filled in', async () => {
    const german = await get(suite.app, '/login', {
      'accept-language': 'de',
      host: 'account.example.com',
    });
    expect(german.statusCode).toBe(200);
    expect(german.body).toContain('<div id="root">Anmelden</div>');
    expect(german.body).not.toContain('<meta name="app-config" content="" />');
    const local = await get(suite.app, '/login?lang=de', { host: 'localhost' });
    expect(local.body).toContain('<div id="root">Anmelden CN</div>');
    const second = await get(suite.app, '/login', {
      'accept-language': 'en',
      host: 'nova.example',
    });
    expect(second.body).toContain('<div id="root">Nova log in</div>');
    const tenant = await get(suite.app, '/login?tenantId=000002', { host: 'account.example.com' });
    expect(tenant.body).toContain('<div id="root">Nova log in</div>');
  });

  it('sends the shell for other start parameters, screens and languages it has no page for', async () => {
    for (const url of ['/login?client_id=shop&lang=de', '/login?country=FR&lang=de', '/home']) {
      const answer = await get(suite.app, url, {
        'accept-language': 'de',
        host: 'account.example.com',
      });
      expect(answer.body, url).toContain('<div id="root"></div>');
    }
    const french = await get(suite.app, '/login', {
      'accept-language': 'fr',
      host: 'a.example.com',
    });
    expect(french.body).toContain('<div id="root"></div>');
  });

  it('logs once, at start, whether the visitor screens are served prerendered', async () => {
    const started = async (dir: string) => {
      const lines: string[] = [];
      const { app } = await createTestApp(
        suite.database,
        { ...ENV, WEB_DIST_DIR: dir, LOG_LEVEL: 'info' },
        { logStream: { write: (line: string) => void lines.push(line) } },
      );
      try {
        for (const lang of ['de', 'en']) await get(app, `/login?lang=${lang}`);
      } finally {
        await app.close();
      }
      return lines.map((line) => JSON.parse(line) as { msg: string; pages?: number });
    };
    const fitting = (await started(web.dir)).filter((line) => line.msg.includes('prerendered'));
    expect(fitting).toHaveLength(1);
    expect(fitting[0]?.msg).toContain('served prerendered');
    expect(fitting[0]?.pages).toBe(3);
    // The stale build has no pages for this config and (here) no render bundle: said once.
    const staleLines = (await started(stale.dir)).filter((line) =>
      line.msg.includes('prerendered'),
    );
    expect(staleLines).toHaveLength(1);
    expect(staleLines[0]?.msg).toContain('not prerendered');
  });

  it('sends no page rendered with another config (here another minimum age)', async () => {
    const answer = await get(otherConfigApp, '/login', {
      'accept-language': 'de',
      host: 'account.example.com',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div id="root"></div>');
  });
});
