import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OIDC_PATHS, OIDC_PREFIX } from '@account-centre/contract';
import { describe, expect, it } from 'vitest';
import { TestBrowser } from '#testing/oidc-browser.ts';
import { databases } from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

/** A web build as the pages read it: the first load's stylesheets and the brands' logos. */
function webBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ac-provider-pages-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head>
<link rel="stylesheet" crossorigin href="/assets/shared-abc.css">
<link rel="stylesheet" crossorigin href="/assets/index-def.css">
</head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/brands/first/logo.svg': { file: 'assets/logo-first1.svg' },
      'src/brands/second/logo.svg': { file: 'assets/logo-second2.svg' },
    }),
  );
  return dir;
}

const SECOND_HOST = 'nova.example';
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');
const inlineOf = (html: string, tag: 'style' | 'script') =>
  new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(html)?.[1];

/** What the library's own pages say (in English, whatever the user's language). */
const LIBRARY_TEXTS = ['Submitting Callback', 'Continue</button>', 'oops! something went wrong'];

describe.each(databases)('the provider’s own pages look like the product on %s', (kind) => {
  const suite = appSuite(kind, {
    WEB_DIST_DIR: webBuild(),
    SECOND_BRAND_HOSTS: SECOND_HOST,
    SECOND_BRAND_NAME: 'Nova',
    SECOND_BRAND_PRIMARY_COLOR: '#1d6b3a',
    APP_LANGUAGES: 'en,de,ru,ar,zh',
  });
  const errorUrl = `${OIDC_PREFIX}/auth?client_id=unknown-app&response_type=code&scope=openid`;

  it('the error page: the first brand’s logo, the web app’s stylesheets, language switch and footer in the user’s language', async () => {
    const browser = new TestBrowser(() => suite.app);
    const page = await browser.request(`${errorUrl}&ui_locales=de`);
    expect(page.status).toBe(400);
    const html = page.body;
    expect(html).toContain('<html lang="de" dir="ltr" data-brand="first">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/shared-abc.css">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-def.css">');
    expect(html).toContain(
      '<img class="site-header__logo" src="/assets/logo-first1.svg" alt="Aurora">',
    );
    expect(html).toContain(
      '<h1 id="page-title" class="page-panel__title">Anmeldung nicht möglich</h1>',
    );
    expect(html).toContain(
      '<footer class="site-footer"><p>© 2025 Aurora. Alle Rechte vorbehalten.</p></footer>',
    );
    // The language switch: the configured languages, the page's chosen, the request kept.
    expect(html).toContain(
      '<label class="language-select__label" for="page-language">Sprache</label>',
    );
    expect(html).toContain('<option value="de" lang="de" selected>Deutsch</option>');
    expect(html).toContain('<option value="ar" lang="ar">العربية</option>');
    expect(html).not.toContain('value="fr"');
    // An error page echoes no parameter: the switch asks for the same address in another language.
    expect(html).toContain('<form class="language-select" method="get" action="/oidc/auth">');
    expect(html).not.toContain('<input type="hidden"');
    expect(html).toContain('>Ändern</button>');
    // The theme's colour (no configured one): no inline style, and no script at all.
    expect(html).not.toContain('<style>');
    expect(html).not.toContain('<script');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    for (const text of LIBRARY_TEXTS) expect(html).not.toContain(text);
  });

  it('on the second brand’s host: its name, logo and configured colour (allowed by its hash), Arabic right to left', async () => {
    const browser = new TestBrowser(() => suite.app);
    const page = await browser.request(errorUrl, {
      headers: { host: SECOND_HOST, 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' },
    });
    expect(page.status).toBe(400);
    const html = page.body;
    expect(html).toContain('<html lang="ar" dir="rtl" data-brand="second">');
    expect(html).toContain(
      '<img class="site-header__logo" src="/assets/logo-second2.svg" alt="Nova">',
    );
    expect(html).toContain('<title>تعذّر تسجيل الدخول · Nova</title>');
    expect(html).toContain('© 2025 Nova. جميع الحقوق محفوظة.');
    expect(html).not.toContain('Aurora');
    const style = inlineOf(html, 'style') ?? '';
    // Over the theme's `html[data-brand='second']`: a selector that outweighs it.
    expect(style).toMatch(/^:root\[data-brand\]\{/);
    expect(style).toContain('--ac-color-primary:#1d6b3a');
    expect(style).toContain('--ac-color-primary-hover:#185830');
    expect(String(page.headers['content-security-policy'])).toContain(
      `style-src 'self' 'sha256-${sha256(style)}'`,
    );
  });

  it('/session/end without a session: our page in the user’s language goes on with the sign-out, never the library’s', async () => {
    const browser = new TestBrowser(() => suite.app);
    const page = await browser.request(`${OIDC_PATHS.endSession}?ui_locales=ru`, {
      headers: { 'accept-language': 'en' },
    });
    expect(page.status, page.body).toBe(200);
    const html = page.body;
    expect(html).toContain('<html lang="ru" dir="ltr" data-brand="first">');
    expect(html).toContain('<h1 id="page-title" class="page-panel__title">Выход</h1>');
    expect(html).toContain('Здесь вы не вошли в аккаунт Aurora.');
    expect(html).toContain('>Продолжить</button>');
    expect(html).toContain('© 2025 Aurora. Все права защищены.');
    for (const text of LIBRARY_TEXTS) expect(html).not.toContain(text);
    // Its one script (the step on) is allowed by its hash, nothing else.
    const script = inlineOf(html, 'script') ?? '';
    expect(script).toContain('op.logoutForm');
    expect(String(page.headers['content-security-policy'])).toContain(
      `script-src 'sha256-${sha256(script)}'`,
    );
    // The form does what the library's did: the sign-out ends on the signed-out page.
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(new URL(action).pathname).toBe(`${OIDC_PREFIX}/session/end/confirm`);
    const done = await browser.request(action, { method: 'POST', form: { xsrf, logout: 'yes' } });
    expect(done.status, done.body).toBe(303);
    const signedOut = await browser.request(done.location ?? '', {
      headers: { host: SECOND_HOST, 'accept-language': 'zh-CN' },
    });
    expect(signedOut.status).toBe(200);
    expect(signedOut.body).toContain('<html lang="zh" dir="ltr" data-brand="second">');
    expect(signedOut.body).toContain('<p>您已退出 Nova 账号。</p>');
    expect(signedOut.body).toContain('<option value="zh" lang="zh" selected>简体中文</option>');
  });

  it('a forged xsrf on the sign-out’s step is refused with our error page', async () => {
    const browser = new TestBrowser(() => suite.app);
    const page = await browser.request(OIDC_PATHS.endSession);
    const action =
      /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const refused = await browser.request(action, {
      method: 'POST',
      form: { xsrf: 'forged', logout: 'yes' },
      headers: { accept: 'text/html', 'accept-language': 'de' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain(
      '<h1 id="page-title" class="page-panel__title">Anmeldung nicht möglich</h1>',
    );
    expect(refused.body).toContain('<code dir="ltr">invalid_request</code>');
  });
});
