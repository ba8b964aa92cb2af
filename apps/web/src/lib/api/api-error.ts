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
