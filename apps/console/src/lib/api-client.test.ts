import {
  CONSOLE_CSRF_HEADER,
  consoleMeResponseSchema,
  consolePaths,
} from '@account-centre/contract';
import { describe, expect, it } from 'vitest';
import {
  acceptedSchema,
  ConsoleApi,
  ConsoleApiError,
  endsSession,
  fillPath,
} from '#lib/api-client.ts';

interface Seen {
  url: string;
  init: RequestInit;
}

/** A fetch that records each call and answers from the queue. */
function fakeFetch(answers: { status: number; body: unknown }[]) {
  const seen: Seen[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    seen.push({ url: String(input), init: init ?? {} });
    const next = answers.shift();
    if (!next) throw new Error('no answer queued');
    return Promise.resolve(
      new Response(JSON.stringify(next.body), {
        status: next.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  return { seen, fetchImpl };
}

const headersOf = (call: Seen | undefined) => new Headers(call?.init.headers);
const ME = {
  code: 0,
  msg: 'ok',
  data: { email: 'ada@example.com', role: 'admin', csrfToken: 'csrf-1' },
};

describe('console API client', () => {
  it('sends the CSRF token on every change (POST, PUT, PATCH, DELETE), never on GET', async () => {
    const ok = { status: 200, body: { code: 0, msg: 'ok', data: null } };
    const { seen, fetchImpl } = fakeFetch([ok, ok, ok, ok, ok, ok]);
    const api = new ConsoleApi({ fetch: fetchImpl });

    // Before a token is known, nothing is sent in its header.
    await api.send('POST', consolePaths.signIn, acceptedSchema, { email: 'a', password: 'b' });
    expect(headersOf(seen[0]).has(CONSOLE_CSRF_HEADER)).toBe(false);

    api.setCsrfToken('csrf-1');
    await api.get(consolePaths.audit, acceptedSchema);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      await api.send(
        method,
        '/console/api/x',
        acceptedSchema,
        method === 'DELETE' ? undefined : {},
      );
    }
    expect(headersOf(seen[1]).has(CONSOLE_CSRF_HEADER)).toBe(false);
    expect(seen[1]?.init.method).toBe('GET');
    for (const call of seen.slice(2)) {
      expect(headersOf(call).get(CONSOLE_CSRF_HEADER), call.init.method).toBe('csrf-1');
    }
    // Same origin, with the console cookie; JSON only when there is a body.
    for (const call of seen) expect(call.init.credentials).toBe('same-origin');
    expect(headersOf(seen[2]).get('content-type')).toBe('application/json');
    expect(headersOf(seen[5]).has('content-type')).toBe(false);
    expect(seen[5]?.init.body).toBeUndefined();
  });

  it('parses the answer with the contract schema and puts the query in the URL', async () => {
    const { seen, fetchImpl } = fakeFetch([{ status: 200, body: ME }]);
    const api = new ConsoleApi({ fetch: fetchImpl });
    const me = await api.get(consolePaths.me, consoleMeResponseSchema, {
      tenant: '000002',
      account: '+49 30 1234',
      skipped: undefined,
    });
    expect(me.data).toEqual(ME.data);
    expect(seen[0]?.url).toBe('/console/api/me?tenant=000002&account=%2B49+30+1234');
  });

  it.each([
    [40110, 401],
    [40112, 401],
  ])(
    'answer %i from any call: goes back to sign-in and forgets the token',
    async (code, status) => {
      const { seen, fetchImpl } = fakeFetch([
        { status, body: { code, msg: 'console session required' } },
        { status: 200, body: { code: 0, msg: 'ok', data: null } },
      ]);
      let ended = 0;
      const api = new ConsoleApi({ fetch: fetchImpl, onSessionEnded: () => (ended += 1) });
      api.setCsrfToken('csrf-1');
      const failure = await api.get(consolePaths.audit, acceptedSchema).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ConsoleApiError);
      expect(endsSession(failure)).toBe(true);
      expect(ended).toBe(1);
      // The old session's token is not sent again.
      await api.send('POST', consolePaths.signOut, acceptedSchema);
      expect(headersOf(seen[1]).has(CONSOLE_CSRF_HEADER)).toBe(false);
    },
  );

  it('other errors keep the session and carry their code and msg (40080 names the rule)', async () => {
    const { fetchImpl } = fakeFetch([
      { status: 400, body: { code: 40080, msg: 'redirect url must use https' } },
      { status: 403, body: { code: 40322, msg: 'role forbidden' } },
      { status: 502, body: '<html>bad gateway</html>' },
    ]);
    let ended = 0;
    const api = new ConsoleApi({ fetch: fetchImpl, onSessionEnded: () => (ended += 1) });
    const refused = await api
      .send('POST', '/console/api/clients', acceptedSchema, {})
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 40080, status: 400, msg: 'redirect url must use https' });
    expect((refused as ConsoleApiError).errorName).toBe('consoleInputRefused');
    const forbidden = await api.get('/console/api/keys', acceptedSchema).catch((e: unknown) => e);
    expect((forbidden as ConsoleApiError).errorName).toBe('consoleRoleForbidden');
    expect(endsSession(forbidden)).toBe(false);
    const broken = await api.get('/console/api/keys', acceptedSchema).catch((e: unknown) => e);
    expect(broken).toMatchObject({ status: 502, code: 50200 });
    expect(ended).toBe(0);
  });

  it('fills path parameters, encoded, and refuses a missing one', () => {
    expect(fillPath(consolePaths.user, { userId: 'a/b' })).toBe('/console/api/users/a%2Fb');
    expect(fillPath('/console/api/legal/:kind/:version/texts', { kind: 'x', version: 3 })).toBe(
      '/console/api/legal/x/3/texts',
    );
    expect(() => fillPath(consolePaths.user)).toThrow(/userId/);
  });
});
