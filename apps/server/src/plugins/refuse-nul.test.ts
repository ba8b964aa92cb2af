import { describe, expect, it } from 'vitest';
import { holdsNul } from '#plugins/refuse-nul.ts';
import { BASIC_AUTH, databases, paths, uniqueEmail } from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

describe('holdsNul', () => {
  it('finds U+0000 in strings, keys and nested values, and nothing else', () => {
    expect(holdsNul('a\u0000b')).toBe(true);
    expect(holdsNul({ a: [1, { b: 'x\u0000' }] })).toBe(true);
    expect(holdsNul({ 'k\u0000': 1 })).toBe(true);
    expect(holdsNul({ a: ['x', 2, null, true, { b: '\u2400 (the NUL picture)' }] })).toBe(false);
    expect(holdsNul(undefined)).toBe(false);
  });
});

describe.each(databases)('a NUL character in a request on %s', (kind) => {
  const suite = appSuite(kind);

  it('is refused with 400 40000 in a query string (PostgreSQL text cannot hold it)', async () => {
    const answer = await suite.app.inject({
      method: 'GET',
      url: paths.oauthClient,
      query: { client_id: '\u0000\u0000', redirect_url: 'https://shop.example/cb' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 40000, msg: 'query: NUL character' });
  });

  it('is refused with 400 40000 in a JSON body and in a form body', async () => {
    const json = await suite.app.inject({
      method: 'POST',
      url: paths.oauthEmail,
      headers: { authorization: BASIC_AUTH },
      payload: { email: `${uniqueEmail('nul')}\u0000`, purpose: 'register' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: 40000, msg: 'body: NUL character' });
    const form = await suite.app.inject({
      method: 'POST',
      url: paths.token,
      headers: { authorization: BASIC_AUTH, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&username=a%00b&password=x',
    });
    expect(form.statusCode).toBe(400);
    expect(form.json()).toMatchObject({ code: 40000, msg: 'body: NUL character' });
  });
});
