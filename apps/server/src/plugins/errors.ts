import type { FastifyError, FastifyErrorCodes, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { appError, isAppError, type AppError } from '#lib/app-error.ts';
import { clientNetworkOf } from '#lib/client-network.ts';
import { isDatabaseUnavailable } from '#lib/database-unavailable.ts';
import { validationAppError } from '#lib/validation-error.ts';
import type { AccountProbeLimiter } from '#modules/account-probe/account-probe-limiter.ts';

/** Fastify's own errors with a contract code, by Fastify's error code. */
const FASTIFY_ERRORS = new Map<keyof FastifyErrorCodes, () => AppError>([
  ['FST_ERR_CTP_BODY_TOO_LARGE', () => appError('payloadTooLarge', 'request body too large')],
  ['FST_ERR_CTP_INVALID_JSON_BODY', () => appError('badRequest', 'body: malformed JSON')],
  ['FST_ERR_CTP_EMPTY_JSON_BODY', () => appError('badRequest', 'body: malformed JSON')],
  [
    'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    () => appError('unsupportedMediaType', 'unsupported content type'),
  ],
  [
    'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
    () => appError('unsupportedMediaType', 'unsupported content type'),
  ],
]);

/** Other errors by their HTTP status; any other 4xx is 40000, anything else unexpected. */
const ERRORS_BY_STATUS = new Map<number, () => AppError>([
  [404, () => appError('notFound')],
  [413, () => appError('payloadTooLarge', 'request body too large')],
  [415, () => appError('unsupportedMediaType', 'unsupported content type')],
  [429, () => appError('tooManyRequests')],
]);

function fromFastifyError(error: FastifyError): AppError | undefined {
  const byCode = FASTIFY_ERRORS.get(error.code as keyof FastifyErrorCodes);
  if (byCode) return byCode();
  const status = error.statusCode ?? 500;
  const byStatus = ERRORS_BY_STATUS.get(status);
  if (byStatus) return byStatus();
  if (status >= 400 && status < 500) return appError('badRequest', 'bad request');
  return undefined;
}

/**
 * What a thrown error answers, asked in order: the first that knows the error gives its contract
 * error. None: an unexpected error (50000).
 */
const KNOWN_ERRORS: readonly ((error: FastifyError) => AppError | undefined)[] = [
  (error) => (isAppError(error) ? error : undefined),
  (error) =>
    hasZodFastifySchemaValidationErrors(error)
      ? validationAppError(
          error.validation.map((issue) => ({
            field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
            message: issue.message ?? 'invalid',
          })),
          error.validationContext ?? 'request',
        )
      : undefined,
  // An outage, not a bug: 503 with the error body; the pool reconnects by itself.
  (error) =>
    isDatabaseUnavailable(error)
      ? appError('serviceUnavailable', 'service unavailable', { retryAfterSeconds: 5 })
      : undefined,
  fromFastifyError,
];

function knownError(error: FastifyError): AppError | undefined {
  for (const translate of KNOWN_ERRORS) {
    const known = translate(error);
    if (known) return known;
  }
  return undefined;
}

/**
 * Every failure leaves as the contract's error body `{ code, msg, error?, error_description?,
 * retryAfterSeconds? }` with the catalogue's HTTP status (and `Retry-After` when there is a wait). Validation failures become the spec's codes; anything
 * unexpected is logged and answered 50000 without details. An answer that tells whether an
 * account exists passes the per-IP cap of `accountProbes` first (DESIGN §5).
 */
export function registerErrorHandler(
  app: FastifyInstance,
  options: { accountProbes?: AccountProbeLimiter } = {},
): void {
  app.setErrorHandler<FastifyError>(async (error, request, reply) => {
    let known = knownError(error);
    if (!known) {
      request.log.error({ err: error }, 'unexpected error');
      known = appError('internalError', 'internal error');
    } else if (known.statusCode >= 500) {
      request.log.error({ err: error }, known.message);
    }
    if (options.accountProbes)
      known = await options.accountProbes.gate(known, clientNetworkOf(request.ip));
    // RFC 9110 §10.2.3: the same wait as the body's `retryAfterSeconds`, for clients and proxies.
    if (known.body.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(known.body.retryAfterSeconds));
    }
    return reply.status(known.statusCode).type('application/json; charset=utf-8').send(known.body);
  });
}
