import { errorNameOf, type ErrorName } from '@account-centre/contract';

/** The error body fields the app reads (spec §3); any of them may be missing. */
export interface ErrorFields {
  code?: number;
  msg?: string;
  error?: string;
  error_description?: string;
  /** With 11003: seconds until a new code may be requested. */
  retryAfterSeconds?: number;
}

export type ApiErrorKind =
  /** The server answered and the answer is a failure (non-200 status or non-zero code). */
  | 'answer'
  /**
   * Transport failure with a status: above 500, or a 500 without the spec's error body. The
   * body carries the catalogue's internal-error or service-unavailable code for the text.
   */
  | 'server'
  /** No answer: offline, DNS, connection reset. */
  | 'network'
  /** No answer within REQUEST_TIMEOUT_MS. */
  | 'timeout'
  /** A success answer whose shape does not match the contract. */
  | 'invalid-response';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly body: ErrorFields;
  /** The catalogue name (contract errors.ts), by error_description first, then by code. */
  readonly errorName: ErrorName | undefined;

  constructor(input: { kind: ApiErrorKind; status?: number; body?: ErrorFields }) {
    const body = input.body ?? {};
    super(body.msg || body.error_description || input.kind);
    this.name = 'ApiError';
    this.kind = input.kind;
    this.status = input.status ?? 0;
    this.body = body;
    this.errorName = errorNameOf(body);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type ApiErrorHandler<R> = (error: ApiError) => R;

/**
 * A screen's own reactions to failed calls, beyond the red toast the API client has shown: one
 * handler per catalogue name it reacts to (contract errors.ts: a name the catalogue does not have
 * fails the typecheck), and `401` for any unauthorized answer. Declare it once per screen with
 * `satisfies ApiErrorMap<R>`; where a screen reacts to a named set of errors, also
 * `satisfies Record<TheSet, …>`, so that a name added to the set without a handler fails too.
 */
export type ApiErrorMap<R> = { readonly [N in ErrorName]?: ApiErrorHandler<R> } & {
  readonly 401?: ApiErrorHandler<R>;
};

/**
 * What `map` says about a failed call: the handler of its catalogue name, else (for a 401) the
 * `401` handler; undefined when none applies or `error` is not an API failure.
 */
export function matchApiError<R>(error: unknown, map: ApiErrorMap<R>): R | undefined {
  if (!isApiError(error)) return undefined;
  const byName = error.errorName === undefined ? undefined : map[error.errorName];
  const handler = byName ?? (error.status === 401 ? map[401] : undefined);
  return handler?.(error);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Picks the spec's error fields out of an unknown answer body. */
export function errorFieldsOf(body: unknown): ErrorFields {
  if (!isRecord(body)) return {};
  const fields: ErrorFields = {};
  if (typeof body.code === 'number') fields.code = body.code;
  if (typeof body.msg === 'string') fields.msg = body.msg;
  if (typeof body.error === 'string') fields.error = body.error;
  if (typeof body.error_description === 'string') {
    fields.error_description = body.error_description;
  }
  if (typeof body.retryAfterSeconds === 'number' && Number.isFinite(body.retryAfterSeconds)) {
    fields.retryAfterSeconds = Math.max(0, Math.ceil(body.retryAfterSeconds));
  }
  return fields;
}

/** The spec's error body (§3): an object with a numeric `code` or an OAuth `error` text. */
export function hasErrorShape(body: unknown): boolean {
  return isRecord(body) && (typeof body.code === 'number' || typeof body.error === 'string');
}
