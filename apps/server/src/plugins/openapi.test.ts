import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { isDocumented, OPENAPI_PATHS, registeredRoutes } from '#plugins/openapi.ts';
import { appSuite } from '#testing/app-suite.ts';
import { paths } from '#testing/test-app.ts';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components?: { securitySchemes?: Record<string, unknown> };
}

describe('OpenAPI document and viewer', () => {
  const suite = appSuite('pglite');
  let document: OpenApiDocument;

  beforeAll(async () => {
    const response = await suite.app.inject({ method: 'GET', url: OPENAPI_PATHS.document });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    document = response.json<OpenApiDocument>();
  });

  it('is OpenAPI 3.1 with the {Brand}-Auth header and client authentication', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components?.securitySchemes).toMatchObject({
      brandAuth: { type: 'apiKey', in: 'header', name: 'Aurora-Auth' },
      clientBasic: { type: 'http', scheme: 'basic' },
    });
  });

  it('documents every registered API route, and nothing that is not one', () => {
    const registered = registeredRoutes(suite.app)
      .filter(({ method, url }) => isDocumented(url, 'aurora') && method !== 'HEAD')
      .map(({ method, url }) => `${method} ${url}`);
    // The API routes are there (the sign-in, registration and token calls, among others), and
    // the client-callable route outside /api: the store redirect.
    expect(registered).toContain(`POST ${paths.token}`);
    expect(registered).toContain(`POST ${paths.registerEmailCode}`);
    expect(registered).toContain(`POST ${paths.storeRedirect}`);
    // Left out: only the web app and the console's pages, the probes, metrics, the development
    // outbox and test hook, and the OpenID provider's endpoints (described by its own discovery document,
    // decision 031), and the browser navigations to and from another provider (decision 050,
    // API.md).
    const left = registeredRoutes(suite.app)
      .filter(({ method, url }) => !isDocumented(url, 'aurora') && method !== 'HEAD')
      .map(({ url }) => url)
      .filter((url) => url !== OPENAPI_PATHS.document && !url.startsWith(OPENAPI_PATHS.viewer));
    expect(left.sort()).toEqual(
      [
        '/',
        '/_dev/outbox',
        // Decision 048's test hook, with the outbox only.
        '/_dev/account-deletions/erase',
        '/index.html',
        '/console',
        '/console/*',
        ...Array<string>(3).fill('/.well-known/openid-configuration'),
        ...Array<string>(3).fill('/oidc/*'),
        '/connect/start',
        ...Array<string>(2).fill('/connect/callback'),
      ].sort(),
    );
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // OpenAPI writes a path parameter `{name}` where Fastify has `:name` (the console's user id).
    const asOpenApi = registered.map((route) => route.replace(/:([A-Za-z]+)/g, '{$1}'));
    expect(documented.sort()).toEqual(asOpenApi.sort());
  });

  it('describes request and response bodies from the contract', () => {
    const registerCode = document.paths[paths.registerEmailCode]?.post as {
      requestBody?: { content: Record<string, { schema: { properties?: object } }> };
      responses: Record<string, unknown>;
    };
    expect(registerCode.requestBody?.content['application/json']?.schema.properties).toHaveProperty(
      'email',
    );
    expect(registerCode.responses).toHaveProperty('200');
    const store = document.paths[paths.storeRedirect]?.post as typeof registerCode | undefined;
    expect(store?.requestBody?.content['application/json']?.schema.properties).toHaveProperty(
      'redirect_url',
    );
  });

  it('passes `redocly lint` with the recommended rules: no error, no warning', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ac-openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      const cli = join(
        dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
        'bin/cli.js',
      );
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [cli, 'lint', '--extends=recommended', '--format=json', file],
        {
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      );
      const report = JSON.parse(stdout) as {
        totals: { errors: number; warnings: number };
        problems: unknown[];
      };
      expect(report.problems).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('gives every operation a summary, an operationId, its security and its error answers', () => {
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, value] of Object.entries(item)) {
        const operation = value as {
          summary?: string;
          operationId?: string;
          security?: unknown[];
          parameters?: { name: string; in: string }[];
          responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
        };
        const where = `${method} ${path}`;
        expect(operation.summary, where).toBeTruthy();
        expect(operation.operationId, where).toBeTruthy();
        expect(ids.has(operation.operationId ?? ''), where).toBe(false);
        ids.add(operation.operationId ?? '');
        expect(operation.security, where).toBeDefined();
        const errors = Object.keys(operation.responses).filter((status) => status >= '400');
        expect(errors.length, where).toBeGreaterThan(0);
        for (const status of errors) {
          expect(
            JSON.stringify(operation.responses[status]?.content?.['application/json']?.schema),
            where,
          ).toContain('#/components/schemas/ErrorBody');
        }
        const headers = (operation.parameters ?? []).filter((one) => one.in === 'header');
        const names = headers.map((one) => one.name);
        if (path.startsWith('/api/')) expect(names, where).toContain('Tenant-Id');
        if (path === paths.registerEmailCode) {
          expect(names).toEqual(
            expect.arrayContaining([
              'Slider-Ticket',
              'X-Client-Context',
              'X-Signature',
              'X-Signature-Version',
              'X-Timestamp',
              'X-Nonce',
            ]),
          );
        }
      }
    }
    // The token call's fields, as a form.
    const token = document.paths[paths.token]?.post as {
      requestBody?: { content: Record<string, { schema: unknown }> };
      security: unknown;
    };
    expect(
      JSON.stringify(token.requestBody?.content['application/x-www-form-urlencoded']?.schema),
    ).toContain('refresh_token');
    expect(token.security).toEqual([{ clientBasic: [] }]);
    expect((document.paths[paths.userInfo]?.get as { security: unknown }).security).toEqual([
      { brandAuth: [] },
    ]);
  });

  it('serves Swagger UI at /api/docs under its own CSP without inline scripts', async () => {
    const page = await suite.app.inject({ method: 'GET', url: `${OPENAPI_PATHS.viewer}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // Every script of the page is a file of the viewer.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', content = ''] of scripts) {
      expect(attributes).toMatch(/src="/);
      expect(content.trim()).toBe('');
    }
    for (const [, src = ''] of page.body.matchAll(/src="([^"]+)"/g)) {
      const url = new URL(src, `http://localhost${OPENAPI_PATHS.viewer}/`).pathname;
      const asset = await suite.app.inject({ method: 'GET', url });
      expect(asset.statusCode, url).toBe(200);
    }
    // The rest of the server keeps its strict policy.
    const other = await suite.app.inject({ method: 'GET', url: OPENAPI_PATHS.document });
    expect(String(other.headers['content-security-policy'])).toContain("style-src 'self';");
  });
});
