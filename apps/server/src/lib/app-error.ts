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

/** A failure the client is told about: one entry of the contract's error catalogue. */
export class AppError extends Error {
  readonly errorName: ErrorName;
  readonly statusCode: number;
  readonly body: ErrorBody;

  constructor(name: ErrorName, msg?: string) {
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
    };
  }
}

/** The one way to fail a request: `throw appError('emailAlreadySignedUp')`. */
export function appError(name: ErrorName, msg?: string): AppError {
  return new AppError(name, msg);
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
