import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { pino, type Logger } from 'pino';
import type { LogLevel } from '#config/index.ts';

/** The header that carries a request's id in both directions (a load balancer may set it). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A request id taken from a client or proxy: short, and nothing that could forge a log line. */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Query or body fields whose values are secrets, wherever they appear. */
export const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'code',
  'access_token',
  'refresh_token',
  'id_token',
  'client_secret',
  'code_verifier',
  'double_check_token',
  'ticket',
  'token',
  // The support console's secrets shown once (a client's secret, a staff member's enrolment).
  'secret',
  'totpSecret',
  'otpauthUri',
  'csrfToken',
] as const;

const SECRET_FIELD_SET = new Set<string>(SECRET_FIELDS.map((field) => field.toLowerCase()));

/** Headers that carry credentials, tokens or encrypted client data. */
function secretHeaders(authHeader: string): string[] {
  return [
    'authorization',
    authHeader.toLowerCase(),
    'cookie',
    'set-cookie',
    'x-client-context',
    'x-signature',
    'slider-ticket',
    'x-console-csrf',
  ];
}

/** `X-Request-Id` when a proxy or client sent a well-formed one, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * The URL as logged: no query string at all on the token call (its fields may be a password,
 * a code or a refresh token, spec §7), and any other secret-named query field's value replaced.
 */
export function loggedUrl(url: string, tokenPath: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const path = url.slice(0, mark);
  if (path.replace(/\/+$/, '').toLowerCase() === tokenPath.toLowerCase()) return path;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const [rawName = ''] = pair.split('=', 1);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        // A malformed name is logged as it came.
      }
      return SECRET_FIELD_SET.has(name.toLowerCase()) ? `${rawName}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** The id of the request being answered, for the lines logged while it is (see `loggerOptions`). */
const requestScope = new AsyncLocalStorage<string>();

/**
 * Runs the rest of each request (its hooks, handler and answer) in the request's scope, so that
 * a line any module logs meanwhile carries its `reqId`, whichever logger the module was given (the
 * activity log and the console's audit log hold the app's logger, not the request's). The first
 * `onRequest` hook: register it before any other.
 */
export function registerRequestScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    requestScope.run(request.id, done);
  });
}

/** Where log lines go: the app's stream when given (tests), else standard output. */
type LogDestination = { write(line: string): void };

/**
 * One access-log line per request, when it is answered (`request completed`, or `request errored`
 * when the answer failed): the request (method, URL, host, client address), the status code, the
 * response time and the request id. Fastify's own controller adds an `incoming request` line
 * before it, which doubled the logging cost of every request and told nothing the second line
 * does not.
 *
 * The `request completed` line is built from those fields only (the URL through `loggedUrl`), so
 * it holds nothing to censor and is written by a logger without `redact`, into the same stream:
 * walking the redaction's 72 paths over it was a tenth of a user info request's CPU (BENCHMARKS.md,
 * issue 38). An error may carry anything: its line goes through the censoring logger.
 */
export class AccessLogController extends LogController {
  readonly #lines: Logger;
  readonly #tokenPath: string;

  constructor(lines: Logger, tokenPath: string) {
    super();
    this.#lines = lines;
    this.#tokenPath = tokenPath;
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      const fields = { req: request, res: reply, responseTime: reply.elapsedTime, err: error };
      reply.log.error(fields, 'request errored');
      return;
    }
    // The route's own level decides (the health checks log from `warn` on; `silent` has no value).
    const { values } = this.#lines.levels;
    const routeLevel = values[reply.log.level];
    if (routeLevel === undefined || routeLevel > (values.info ?? 30)) return;
    this.#lines.info(
      {
        reqId: request.id,
        req: requestFields(request, this.#tokenPath),
        res: { statusCode: reply.statusCode },
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
  }
}

/** A request as logged: never its headers or body (see `loggedUrl` for the URL). */
function requestFields(request: FastifyRequest, tokenPath: string) {
  return {
    method: request.method,
    url: loggedUrl(request.url, tokenPath),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * The logger of an account's security events (modules/security/activity.repo.ts): the app's
 * logger — its stream, level and request ids — without `redact`. Those lines are built from
 * fields that hold no secret by construction (the event's name, ids, the client's address and
 * User-Agent), so the censoring walk over them found nothing, at ~50 µs of CPU a line against
 * ~3 µs without it (BENCHMARKS.md, issue 38). Anything else a module logs stays censored.
 */
export function securityEventLogger(log: FastifyBaseLogger): FastifyBaseLogger {
  return log.child({}, { redact: [] });
}

/**
 * Fastify's logger (pino) with request ids and without secrets: a request is logged once, when
 * answered (see `AccessLogController`), as method, URL (see `loggedUrl`), host and client address
 * — never its headers or body; any object a module logs has its credential headers and
 * secret-named fields censored (pino `redact`). Every line logged while a request is answered
 * carries its `reqId` (`registerRequestScope`).
 */
export function loggerOptions(options: {
  level: LogLevel;
  stream: LogDestination | undefined;
  tokenPath: string;
  authHeader: string;
}): Pick<
  FastifyServerOptions,
  'logger' | 'logController' | 'genReqId' | 'requestIdHeader' | 'childLoggerFactory'
> {
  const { level, tokenPath, authHeader } = options;
  if (level === 'silent') return { logger: false, genReqId: requestIdOf, requestIdHeader: false };
  // One stream for both loggers, so that their lines never interleave.
  const stream: LogDestination = options.stream ?? pino.destination({ dest: 1, sync: true });
  const headers = secretHeaders(authHeader);
  const fields = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]);
  const headerPaths = headers.flatMap((name) => [
    `req.headers["${name}"]`,
    `headers["${name}"]`,
    `*.headers["${name}"]`,
  ]);
  return {
    genReqId: requestIdOf,
    requestIdHeader: false,
    // The access lines' logger lets every line through: the route's logger decides.
    logController: new AccessLogController(pino({ level: 'trace' }, stream), tokenPath),
    // The request's logger binds no `reqId` of its own: the mixin adds it to every line logged in
    // the request's scope (`registerRequestScope`), once, by the request's logger or any other.
    childLoggerFactory: (logger, _bindings, childOptions) => logger.child({}, childOptions),
    logger: {
      level,
      stream,
      mixin: () => {
        const reqId = requestScope.getStore();
        return reqId === undefined ? {} : { reqId };
      },
      redact: { paths: [...headerPaths, ...fields], censor: '[redacted]' },
      serializers: {
        req: (request: FastifyRequest) => requestFields(request, tokenPath),
      },
    },
  };
}
