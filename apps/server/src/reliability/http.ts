import { BASIC_AUTH, paths, registrationBody, VALID_PASSWORD } from '#testing/test-app.ts';

/** HTTP helpers for server processes (request security `optional` there: plain JSON calls). */
export interface Answer {
  status: number;
  body: string;
  ms: number;
}

export async function call(
  base: string,
  path: string,
  init: {
    method?: string;
    json?: unknown;
    form?: Record<string, string>;
    headers?: Record<string, string>;
  } = {},
  timeoutMs = 30_000,
): Promise<Answer> {
  const started = performance.now();
  const headers: Record<string, string> = { ...init.headers };
  let body: string | undefined;
  if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers['content-type'] = 'application/json';
  } else if (init.form) {
    body = new URLSearchParams(init.form).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: response.status, body: await response.text(), ms: performance.now() - started };
}

/** Sends a registration code, reads it from the dev outbox and registers; throws unless 2xx. */
export async function registerOverHttp(base: string, email: string): Promise<void> {
  const sent = await call(base, paths.registerEmailCode, { json: { email } });
  if (sent.status !== 200) throw new Error(`send code ${sent.status} ${sent.body}`);
  const outbox = await call(base, `/_dev/outbox?to=${encodeURIComponent(email)}`);
  const messages = JSON.parse(outbox.body) as { code: string }[];
  const code = messages.find((message) => message.code !== '')?.code;
  if (!code) throw new Error(`no code for ${email}`);
  const registered = await call(base, paths.registerEmailVerification, {
    json: registrationBody(email, code),
  });
  if (registered.status < 200 || registered.status > 299) {
    throw new Error(`register ${registered.status} ${registered.body}`);
  }
}

export function signInOverHttp(base: string, username: string, password = VALID_PASSWORD) {
  return call(base, paths.token, {
    form: { grant_type: 'password', username, password },
    headers: { authorization: BASIC_AUTH },
  });
}
