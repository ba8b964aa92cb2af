import {
  errorCatalogue,
  type ErrorBody,
  type ErrorEntry,
  type ErrorName,
} from '@account-centre/contract';

/** `emailAlreadySignedUp` → `email already signed up`: the default `msg` of a catalogue error. */
function defaultMessage(name: ErrorName): string {
  const entry: ErrorEntry = errorCatalogue[name];
  return entry.description ?? name.replace(/([A-Z])/g, ' $1').toLowerCase();
}

/** What an error may tell beyond its catalogue entry (fields of the contract's error body). */
export interface AppErrorDetails {
  /** Seconds until the call may be repeated; the error handler also sends it as `Retry-After`. */
  retryAfterSeconds?: number;
}

/** A failure the client is told about: one entry of the contract's error catalogue. */
export class AppError extends Error {
  readonly errorName: ErrorName;
  readonly statusCode: number;
  readonly body: ErrorBody;

  constructor(name: ErrorName, msg?: string, details: AppErrorDetails = {}) {
    const entry: ErrorEntry = errorCatalogue[name];
    const text = msg ?? defaultMessage(name);
    super(text);
    this.name = 'AppError';
    this.errorName = name;
    this.statusCode = entry.status;
    this.body = {
      code: entry.code,
      msg: text,
      ...(entry.error === undefined ? {} : { error: entry.error }),
      ...(entry.description === undefined ? {} : { error_description: entry.description }),
      ...(details.retryAfterSeconds === undefined
        ? {}
        : { retryAfterSeconds: details.retryAfterSeconds }),
    };
  }
}

/**
 * The one way to fail a request: `throw appError('emailAlreadySignedUp')`, or with details:
 * `appError('codeSentTooOften', msg, { retryAfterSeconds: 42 })`.
 */
export function appError(name: ErrorName, msg?: string, details?: AppErrorDetails): AppError {
  return new AppError(name, msg, details);
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
