import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { consolePaths } from '@account-centre/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_APP_NOT_BUILT } from '#plugins/console-app.ts';
import { WEB_APP_NOT_BUILT } from '#plugins/web-app.ts';
import { createTestApp, createTestDatabase, databases, emptyDir } from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

const CONSOLE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Support console</title>
    <script type="module" crossorigin src="/console/assets/index-c0ffee.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const WEB_HTML = '<!doctype html><html><head></head><body><div id="root">web</div></body></html>';
const CONSOLE_JS = 'console.log("console");\n';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe.each(databases)('support console app on %s', (kind) => {
  const consoleDist = emptyDir();
  const webDist = emptyDir();
  // Registered before appSuite: the builds are written before the app starts, removed after it stops.
  beforeAll(() => {
    writeFileSync(join(consoleDist.dir, 'index.html'), CONSOLE_HTML);
    mkdirSync(join(consoleDist.dir, 'assets'));
    writeFileSync(join(consoleDist.dir, 'assets', 'index-c0ffee.js'), CONSOLE_JS);
    writeFileSync(join(consoleDist.dir, 'assets', 'index-c0ffee.css'), 'body{margin:0}\n');
    writeFileSync(join(consoleDist.dir, '.env'), 'SECRET=1');
    writeFileSync(join(webDist.dir, 'index.html'), WEB_HTML);
  });
  afterAll(() => {
    consoleDist.remove();
    webDist.remove();
  });
  const suite = appSuite(kind, { CONSOLE_DIST_DIR: consoleDist.dir, WEB_DIST_DIR: webDist.dir });

  it("answers the console's index.html at /console and every page below it, never stored", async () => {
    for (const url of [
      '/console',
      '/console/',
      '/console/users',
      '/console/users/000000/0b9f2c8e-6d0e-4e43-9d43-7a1c5e9b1f00',
      '/console/staff?x=1',
    ]) {
      const response = await suite.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.body, url).toBe(CONSOLE_HTML);
    }
    // The user app keeps its own pages.
    const web = await suite.app.inject({ method: 'GET', url: '/login', headers: HTML });
    expect(web.body).toContain('<div id="root">web</div>');
  });

  it('sends the same security headers and CSP as the web app: no inline scripts or styles', async () => {
    for (const url of ['/console/users', '/console/assets/index-c0ffee.js']) {
      const response = await suite.app.inject({ method: 'GET', url, headers: HTML });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self';");
      expect(csp, url).toContain("style-src 'self';");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).not.toContain('unsafe-inline');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('caches hashed assets for a year and 404s a missing one (never the page)', async () => {
    const asset = await suite.app.inject({ method: 'GET', url: '/console/assets/index-c0ffee.js' });
    expect(asset.statusCode).toBe(200);
    expect(String(asset.headers['content-type'])).toContain('javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe(CONSOLE_JS);

    for (const url of ['/console/assets/gone-123.js', '/console/favicon.ico']) {
      const missing = await suite.app.inject({ method: 'GET', url, headers: HTML });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json(), url).toEqual({ code: 40400, msg: 'not found' });
    }
  });

  it('picks up a rebuild without a restart: the new page and its new assets', async () => {
    const rebuilt = CONSOLE_HTML.replace('index-c0ffee.js', 'index-beef42.js');
    writeFileSync(join(consoleDist.dir, 'assets', 'index-beef42.js'), 'console.log("new");\n');
    writeFileSync(join(consoleDist.dir, 'index.html'), rebuilt);
    // A later modification time than the first build's, on any file system.
    utimesSync(join(consoleDist.dir, 'index.html'), new Date(), new Date(Date.now() + 5000));
    try {
      const page = await suite.app.inject({ method: 'GET', url: '/console/users', headers: HTML });
      expect(page.body).toBe(rebuilt);
      const asset = await suite.app.inject({
        method: 'GET',
        url: '/console/assets/index-beef42.js',
      });
      expect(asset.statusCode).toBe(200);
      expect(asset.body).toBe('console.log("new");\n');
    } finally {
      writeFileSync(join(consoleDist.dir, 'index.html'), CONSOLE_HTML);
      utimesSync(join(consoleDist.dir, 'index.html'), new Date(), new Date(Date.now() + 10_000));
    }
  });

  it('never falls back to the page under /console/api: unknown routes are JSON 40400', async () => {
    for (const url of ['/console/api', '/console/api/', '/console/api/nothing-here']) {
      const response = await suite.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ code: 40400, msg: 'not found' });
    }
    // The console's API itself still answers (no session here).
    const me = await suite.app.inject({ method: 'GET', url: consolePaths.me, headers: HTML });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ code: 40110 });
  });

  it('answers a request that does not want HTML with JSON 40400, and no dot-files', async () => {
    const json = await suite.app.inject({
      method: 'GET',
      url: '/console/users',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    for (const url of ['/console/.env', '/console/assets/../.env']) {
      const response = await suite.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('SECRET');
    }
    const encoded = await suite.app.inject({ method: 'GET', url: '/console/%2eenv' });
    expect(encoded.body).not.toContain('SECRET');
  });
});

describe.each(databases)('support console not built on %s', (kind) => {
  it('still starts, serves the console API, and /console explains how to build it', async () => {
    const database = await createTestDatabase(kind);
    const { app } = await createTestApp(database);
    try {
      for (const url of ['/console', '/console/users']) {
        const page = await app.inject({ method: 'GET', url, headers: HTML });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['content-type'], url).toBe('text/plain; charset=utf-8');
        expect(page.body, url).toBe(CONSOLE_APP_NOT_BUILT);
      }
      const root = await app.inject({ method: 'GET', url: '/', headers: HTML });
      expect(root.body).toBe(WEB_APP_NOT_BUILT);
      const me = await app.inject({ method: 'GET', url: consolePaths.me });
      expect(me.statusCode).toBe(401);
      expect(me.json()).toMatchObject({ code: 40110 });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
