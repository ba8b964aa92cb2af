import { describe, expect, it } from 'vitest';
import { ConfigError } from '#config/index.ts';
import { AUTH_HEADER, databases, paths, testConfig } from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

const ALLOWED = 'https://eu.example.com';
const OTHER_ALLOWED = 'http://localhost:5173';
const EXPECTED_HEADERS = [
  'Content-Type',
  'Authorization',
  AUTH_HEADER,
  'Tenant-Id',
  'target-client-id',
  'Slider-Ticket',
  'X-Client-Context',
  'X-Signature',
  'X-Signature-Version',
  'X-Timestamp',
  'X-Nonce',
].join(', ');

function preflight(url: string, origin: string) {
  return {
    method: 'OPTIONS' as const,
    url,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,tenant-id,x-client-context',
    },
  };
}

describe.each(databases)('CORS with CORS_ORIGINS on %s', (kind) => {
  // The strictest request security: a preflight carries none of these headers.
  const suite = appSuite(kind, {
    CORS_ORIGINS: `${ALLOWED}, ${OTHER_ALLOWED}`,
    CONTEXT_HEADER: 'required',
    SIGNATURES: 'required',
  });

  it('answers a preflight from an allowed origin with 204 and the CORS headers', async () => {
    for (const url of [paths.token, paths.sliderChallenge, `${paths.storeRedirect}?x=1`]) {
      const response = await suite.app.inject(preflight(url, ALLOWED));
      expect(response.statusCode, url).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      expect(response.headers['access-control-allow-methods']).toBe('GET, POST');
      expect(response.headers['access-control-allow-headers']).toBe(EXPECTED_HEADERS);
      expect(response.headers['access-control-max-age']).toBe('600');
      expect(response.headers.vary).toMatch(/Origin/i);
      expect(response.body).toBe('');
    }
    const other = await suite.app.inject(preflight(paths.publicKey, OTHER_ALLOWED));
    expect(other.statusCode).toBe(204);
    expect(other.headers['access-control-allow-origin']).toBe(OTHER_ALLOWED);
  });

  it('adds the CORS headers to an actual call from an allowed origin', async () => {
    const response = await suite.app.inject({
      method: 'POST',
      url: paths.publicKey,
      headers: { origin: ALLOWED },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });

  it('gives an origin not in the list no Access-Control-Allow-Origin', async () => {
    for (const origin of ['https://evil.example.com', 'https://eu.example.com.evil.com', 'null']) {
      const pre = await suite.app.inject(preflight(paths.token, origin));
      expect(pre.headers['access-control-allow-origin']).toBeUndefined();
      const call = await suite.app.inject({
        method: 'POST',
        url: paths.publicKey,
        headers: { origin },
      });
      expect(call.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('answers no CORS outside the API paths', async () => {
    const response = await suite.app.inject({
      method: 'GET',
      url: '/',
      headers: { origin: ALLOWED },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const pre = await suite.app.inject(preflight('/login', ALLOWED));
    expect(pre.statusCode).not.toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe.each(databases)('CORS without CORS_ORIGINS on %s', (kind) => {
  const suite = appSuite(kind);

  it('sends no CORS headers at all', async () => {
    const pre = await suite.app.inject(preflight(paths.token, ALLOWED));
    expect(pre.statusCode).not.toBe(204);
    const call = await suite.app.inject({
      method: 'POST',
      url: paths.publicKey,
      headers: { origin: ALLOWED },
    });
    for (const response of [pre, call]) {
      const names = Object.keys(response.headers).filter((name) =>
        name.startsWith('access-control-'),
      );
      expect(names).toEqual([]);
    }
  });
});

describe('CORS_ORIGINS configuration', () => {
  it('defaults to none and keeps exact origins, lower-cased and once', () => {
    expect(testConfig().corsOrigins).toEqual([]);
    expect(
      testConfig({ CORS_ORIGINS: 'https://EU.example.com, https://eu.example.com,http://a.b:8080' })
        .corsOrigins,
    ).toEqual(['https://eu.example.com', 'http://a.b:8080']);
  });

  it.each([
    'https://eu.example.com/',
    'https://eu.example.com/api',
    'eu.example.com',
    'ftp://eu.example.com',
    '*',
    'https://user:pass@eu.example.com',
    'https://eu.example.com?x=1',
  ])('refuses %j', (value) => {
    expect(() => testConfig({ CORS_ORIGINS: value })).toThrow(ConfigError);
    expect(() => testConfig({ CORS_ORIGINS: value })).toThrow(/CORS_ORIGINS must be/);
  });
});
