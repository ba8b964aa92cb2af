import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { APP_LANGUAGES, webAppConfigSchema } from '@account-centre/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_APP_NOT_BUILT } from '#plugins/web-app.ts';
import {
  createTestApp,
  createTestDatabase,
  databases,
  emptyDir,
  paths,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

const INDEX_HTML = `<!doctype html>
<html>
  <head>
    <meta charset="UTF-8" />
    <meta name="app-config"   content=""/>
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const BROTLI_JS = 'console.log("brotli");\n';
const GZIP_JS = 'console.log("gzip");\n';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

function appConfigOf(html: string): unknown {
  const match = /<meta name="app-config" content="([^"]*)" \/>/.exec(html);
  if (!match?.[1]) throw new Error('meta tag not filled');
  const json = match[1]
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
  return JSON.parse(json);
}

describe.each(databases)('web app, headers and errors on %s', (kind) => {
  const web = emptyDir();
  // Registered before appSuite: the build is written before the app starts, removed after it stops.
  beforeAll(async () => {
    writeFileSync(join(web.dir, 'index.html'), INDEX_HTML);
    mkdirSync(join(web.dir, 'assets'));
    writeFileSync(join(web.dir, 'assets', 'index-abc123.js'), 'console.log("app");\n');
    // What the build's precompress step writes beside an asset (different bytes, to tell apart).
    writeFileSync(join(web.dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(BROTLI_JS));
    writeFileSync(join(web.dir, 'assets', 'index-abc123.js.gz'), gzipSync(GZIP_JS));
    mkdirSync(join(web.dir, '.vite'));
    writeFileSync(
      join(web.dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-abc123.js' },
        'src/i18n/locales/en/first-screen.ts': {
          file: 'assets/en-111.js',
          imports: ['_locale-en-222.js'],
        },
        '_locale-en-222.js': { file: 'assets/locale-en-222.js' },
        'src/i18n/locales/de/first-screen.ts': {
          file: 'assets/de-333.js',
          imports: ['_locale-de-444.js'],
        },
        '_locale-de-444.js': { file: 'assets/locale-de-444.js' },
      }),
    );
    writeFileSync(join(web.dir, '.env'), 'SECRET=1');
    writeFileSync(join(web.dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  afterAll(() => {
    web.remove();
  });
  const suite = appSuite(kind, {
    WEB_DIST_DIR: web.dir,
    SECOND_BRAND_HOSTS: 'nova.example',
    SECOND_BRAND_NAME: 'Nova <&"\'>',
    SECOND_BRAND_PRIMARY_COLOR: '#1d6b3a',
    SECOND_BRAND_LOGO_URL: 'https://cdn.nova.example/logo.svg',
    MIN_AGE: '18',
    PHONE_REGION_GROUPS: 'CN,DE',
    COUNTRY_GROUPS: '{"DE":["DE","AT"],"FR":["FR"]}',
    REGION_API_BASE_URLS: 'eu=https://eu.example.com/',
  });

  it('sends the precompressed asset the browser accepts, brotli first, else the plain file', async () => {
    const url = '/assets/index-abc123.js';
    const brotli = await suite.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers['content-type'])).toContain('javascript');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BROTLI_JS);

    const gzip = await suite.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(GZIP_JS);

    const plain = await suite.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app");\n');
  });

  it('never serves dot-files or dot-folders such as the build manifest', async () => {
    for (const url of [
      '/.vite/manifest.json',
      '/.env',
      '/assets/../.env',
      '/%2evite/manifest.json',
    ]) {
      const response = await suite.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).not.toBe(200);
      expect(response.body, url).not.toContain('index.html":');
      expect(response.body, url).not.toContain('SECRET');
    }
  });

  it('answers index.html for any page path, with the runtime config and security headers', async () => {
    for (const url of ['/', '/login', '/changeMailBox?lang=de', '/index.html']) {
      const response = await suite.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      // The configured regional API servers may be called (REGION_API_BASE_URLS).
      expect(csp).toContain("connect-src 'self' https://eu.example.com;");
      // A brand logo on another host may be shown (SECOND_BRAND_LOGO_URL).
      expect(csp).toContain("img-src 'self' data: https://cdn.nova.example;");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('content=""');
      const config = webAppConfigSchema.parse(appConfigOf(response.body));
      expect(config).toEqual({
        brandSegment: 'aurora',
        brands: {
          first: { name: 'Aurora', appType: 'aurora' },
          second: {
            name: 'Nova <&"\'>',
            appType: 'nova',
            primaryColor: '#1d6b3a',
            logoUrl: 'https://cdn.nova.example/logo.svg',
          },
        },
        secondBrandHosts: ['nova.example'],
        clientId: 'aurora-web',
        clientSecret: 'aurora-web-secret',
        languages: [...APP_LANGUAGES],
        // Off in tests unless turned on (testConfig).
        sliderRequired: false,
        // Spec §5 `{old}` and DESIGN §4 phone regions, as configured.
        minAge: 18,
        phoneRegionGroups: ['CN', 'DE'],
        // Spec §3/§4 country groups and the regional API servers, as configured.
        countryGroups: { DE: ['DE', 'AT'], FR: ['FR'] },
        regionApiBaseUrls: { eu: 'https://eu.example.com' },
      });
    }
  });

  it("preloads the likely language's locale chunks: ?lang, else Accept-Language, else English", async () => {
    const preloaded = async (url: string, headers: Record<string, string> = {}) => {
      const response = await suite.app.inject({
        method: 'GET',
        url,
        headers: { ...HTML, ...headers },
      });
      expect(response.headers.vary).toContain('Accept-Language');
      return [
        ...response.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
      ].map((match) => match[1]);
    };
    expect(await preloaded('/login')).toEqual(['/assets/en-111.js', '/assets/locale-en-222.js']);
    expect(await preloaded('/login?lang=de')).toEqual([
      '/assets/de-333.js',
      '/assets/locale-de-444.js',
    ]);
    const german = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' };
    expect(await preloaded('/register', german)).toEqual([
      '/assets/de-333.js',
      '/assets/locale-de-444.js',
    ]);
    // The parameter beats the browser; a language without a chunk preloads nothing extra.
    expect(await preloaded('/login?lang=en', german)).toEqual([
      '/assets/en-111.js',
      '/assets/locale-en-222.js',
    ]);
    expect(await preloaded('/login?lang=fr')).toEqual([]);
    // The preload links go in the head, before the app's own markup.
    const page = await suite.app.inject({ method: 'GET', url: '/login', headers: HTML });
    expect(page.body.indexOf('locale-en-222.js')).toBeLessThan(page.body.indexOf('</head>'));
  });

  it('answers index.html for a page requested without an HTML Accept header (probes, curl)', async () => {
    for (const headers of [{}, { accept: '*/*' }]) {
      const response = await suite.app.inject({ method: 'GET', url: '/login', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    const json = await suite.app.inject({
      method: 'GET',
      url: '/login',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    expect(json.json().code).toBe(40400);
    const missingFile = await suite.app.inject({
      method: 'GET',
      url: '/favicon.ico',
      headers: HTML,
    });
    expect(missingFile.statusCode).toBe(404);
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await suite.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await suite.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    const missing = await suite.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 40400, msg: 'not found' });
  });

  it('answers unknown API paths with the JSON 40400, even for a browser', async () => {
    for (const url of ['/api/aurora-user/v1/nothing', '/api', '/aurora-store/x', '/_dev/nothing']) {
      const response = await suite.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ code: 40400, msg: 'not found' });
    }
    const post = await suite.app.inject({ method: 'POST', url: '/login', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe(40400);
  });

  it('answers malformed JSON with 40000 and a too large body with 41300', async () => {
    const malformed = await suite.app.inject({
      method: 'POST',
      url: paths.registerEmailCode,
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: 40000, msg: 'body: malformed JSON' });

    const large = await suite.app.inject({
      method: 'POST',
      url: paths.registerEmailCode,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', padding: 'x'.repeat(70 * 1024) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json().code).toBe(41300);

    const noBody = await suite.app.inject({ method: 'POST', url: paths.registerEmailCode });
    expect(noBody.statusCode).toBe(400);

    const xmlBody = await suite.app.inject({
      method: 'POST',
      url: paths.registerEmailCode,
      headers: { 'content-type': 'application/xml' },
      payload: '<email/>',
    });
    expect(xmlBody.statusCode).toBe(415);
    expect(xmlBody.json().code).toBe(41500);
  });

  it('answers 50000 without details when something unexpected breaks', async () => {
    const broken = await createTestDatabase(kind, { migrate: false });
    const { app: brokenApp } = await createTestApp(broken);
    try {
      const response = await brokenApp.inject({
        method: 'POST',
        url: paths.registerEmailCode,
        payload: { email: 'someone@example.com' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 50000, msg: 'internal error' });
      expect(response.body).not.toMatch(/relation|select|users/i);
    } finally {
      await brokenApp.close();
      await broken.close();
    }
  });
});

describe.each(databases)('web app not built on %s', (kind) => {
  it('still serves the API, and pages explain how to build the web app', async () => {
    const database = await createTestDatabase(kind);
    const { app } = await createTestApp(database);
    try {
      const root = await app.inject({ method: 'GET', url: '/', headers: HTML });
      expect(root.statusCode).toBe(200);
      expect(root.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(root.body).toBe(WEB_APP_NOT_BUILT);
      const page = await app.inject({ method: 'GET', url: '/register', headers: HTML });
      expect(page.body).toBe(WEB_APP_NOT_BUILT);
      const api = await app.inject({ method: 'GET', url: paths.userInfo });
      expect(api.statusCode).toBe(401);
      expect(api.json()).toEqual({ code: 40100, msg: 'token invalid' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
