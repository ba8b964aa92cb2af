import { CONSOLE_CSRF_HEADER } from '@account-centre/contract';
import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  csrf: string | null;
  body: unknown;
}

type Answer = { status: number; body: unknown };
type Handler = (call: Call) => Answer | undefined;

export const ok = (data: unknown): Answer => ({ status: 200, body: { code: 0, msg: 'ok', data } });
export const fail = (status: number, code: number, msg = 'refused'): Answer => ({
  status,
  body: { code, msg },
});

/**
 * Stubs `fetch` with the console API's answers: each handler gets the call (method, path with
 * query, CSRF header, JSON body) and answers or passes; an unanswered call fails the test.
 */
export function fakeServer(handler: Handler) {
  const calls: Call[] = [];
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const headers = new Headers(init?.headers);
    const call: Call = {
      method: init?.method ?? 'GET',
      path: String(input),
      csrf: headers.get(CONSOLE_CSRF_HEADER),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = handler(call);
    if (!answer) return Promise.reject(new Error(`unexpected ${call.method} ${call.path}`));
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return calls;
}
