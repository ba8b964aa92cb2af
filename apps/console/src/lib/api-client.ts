import {
  CONSOLE_CSRF_HEADER,
  errorBodySchema,
  errorCatalogue,
  errorNameOf,
  type ErrorName,
} from '@account-centre/contract';
import * as zm from 'zod/mini';
import type * as z from 'zod/mini';

/** A failed console call: the server's code and `msg` (40080 says which rule refused it). */
export class ConsoleApiError extends Error {
  readonly code: number;
  readonly status: number;
  readonly msg: string;
  override readonly name = 'ConsoleApiError';

  constructor(status: number, code: number, msg: string) {
    super(`${String(code)}: ${msg}`);
    this.status = status;
    this.code = code;
    this.msg = msg;
  }

  /** The catalogue name of the error, when it is one of the server's. */
  get errorName(): ErrorName | undefined {
    return errorNameOf({ code: this.code });
  }
}

/** 40110 (no console session) and 40112 (second step missing): the console goes to sign-in. */
const SESSION_ENDED_CODES: ReadonlySet<number> = new Set([
  errorCatalogue.consoleSessionRequired.code,
  errorCatalogue.consoleSecondFactorRequired.code,
]);

export function endsSession(error: unknown): boolean {
  return error instanceof ConsoleApiError && SESSION_ENDED_CODES.has(error.code);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Query = Record<string, string | undefined>;

export interface ConsoleApiOptions {
  fetch?: typeof fetch;
  /** Called once per answer 40110/40112: the app shows the sign-in again. */
  onSessionEnded?: () => void;
}

/** `/console/api/users/:userId` with `{ userId }` → `/console/api/users/<id>` (each value encoded). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The console's calls: same origin, with the console cookie, JSON in and out. Every call that
 * changes something carries the session's CSRF token (from the sign-in answers and GET /me) in
 * `X-Console-Csrf`; an answer 40110 or 40112 means the session is gone, whichever call met it.
 */
export class ConsoleApi {
  private csrfToken: string | undefined;
  private readonly fetchImpl: typeof fetch;
  private readonly onSessionEnded: () => void;

  constructor(options: ConsoleApiOptions = {}) {
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
    this.onSessionEnded = options.onSessionEnded ?? (() => undefined);
  }

  setCsrfToken(token: string | undefined): void {
    this.csrfToken = token;
  }

  get<S extends z.ZodMiniType>(path: string, schema: S, query?: Query): Promise<z.infer<S>> {
    return this.call('GET', withQuery(path, query), schema);
  }

  send<S extends z.ZodMiniType>(
    method: Exclude<Method, 'GET'>,
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<z.infer<S>> {
    return this.call(method, path, schema, body);
  }

  private async call<S extends z.ZodMiniType>(
    method: Method,
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<z.infer<S>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET' && this.csrfToken) headers[CONSOLE_CSRF_HEADER] = this.csrfToken;
    const response = await this.fetchImpl(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const parsed = errorBodySchema.safeParse(json);
      const error = parsed.success
        ? new ConsoleApiError(response.status, parsed.data.code, parsed.data.msg)
        : new ConsoleApiError(response.status, response.status * 100, response.statusText);
      if (SESSION_ENDED_CODES.has(error.code)) {
        this.csrfToken = undefined;
        this.onSessionEnded();
      }
      throw error;
    }
    return schema.parse(json);
  }
}

/** Any success answer whose data the page does not need (a rotation, a removal). */
export const acceptedSchema = zm.object({ code: zm.literal(0) });
