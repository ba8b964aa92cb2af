import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { appError, isAppError, type AppError } from '#lib/app-error.ts';
import { clientNetworkOf } from '#lib/client-network.ts';
import { isDatabaseUnavailable } from '#lib/database-unavailable.ts';
import { validationAppError } from '#lib/validation-error.ts';
import type { AccountProbeLimiter } from '#modules/account-probe/account-probe-limiter.ts';

function fromFastifyError(error: FastifyError): AppError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return appError('payloadTooLarge', 'request body too large');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return appError('badRequest', 'body: malformed JSON');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return appError('unsupportedMediaType', 'unsupported content type');
    default:
      break;
  }
  const status = error.statusCode ?? 500;
  if (status === 404) return appError('notFound');
  if (status === 413) return appError('payloadTooLarge', 'request body too large');
  if (status === 415) return appError('unsupportedMediaType', 'unsupported content type');
  if (status === 429) return appError('tooManyRequests');
  if (status >= 400 && status < 500) return appError('badRequest', 'bad request');
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
    let known: AppError | undefined;
    if (isAppError(error)) {
      known = error;
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      known = validationAppError(
        error.validation.map((issue) => ({
          field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: issue.message ?? 'invalid',
        })),
        error.validationContext ?? 'request',
      );
    } else if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: 503 with the error body; the pool reconnects by itself.
      known = appError('serviceUnavailable', 'service unavailable', { retryAfterSeconds: 5 });
    } else {
      known = fromFastifyError(error);
    }
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
