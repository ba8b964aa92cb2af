import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export interface StubRoute {
  method: 'GET' | 'POST';
  /** The path without the query string. */
  path: string;
  /** The answer: status and JSON body. */
  reply: (request: RecordedRequest) => { status?: number; body: unknown };
  /** False: answered but left out of the returned calls (calls made in the background). */
  record?: boolean;
}

const unhandled: string[] = [];

export function unhandledRequests(): string[] {
  return [...unhandled];
}

async function record(input: RequestInfo | URL, init?: RequestInit): Promise<RecordedRequest> {
  const request = new Request(input, init);
  const text = await request.text();
  return {
    method: request.method,
    url: new URL(request.url),
    headers: request.headers,
    body: text ? (JSON.parse(text) as unknown) : undefined,
  };
}

/**
 * Replaces fetch with the given routes. A request no route answers is recorded (the test then
 * fails in afterEach) and rejected like a network failure.
 */
export function stubFetch(routes: StubRoute[]): RecordedRequest[] {
  unhandled.length = 0;
  const calls: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = await record(input, init);
      const route = routes.find(
        (candidate) =>
          candidate.method === request.method && candidate.path === request.url.pathname,
      );
      if (!route) {
        unhandled.push(`${request.method} ${request.url.pathname}`);
        throw new TypeError('Failed to fetch (no stub)');
      }
      if (route.record !== false) calls.push(request);
      const { status = 200, body } = route.reply(request);
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** The default in every test: no network at all. */
export function failUnhandledRequests(): void {
  stubFetch([]);
}

export const ok = <T>(data: T) => ({ status: 200, body: { code: 0, msg: 'success', data } });
