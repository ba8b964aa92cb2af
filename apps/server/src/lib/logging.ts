import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
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

/**
 * One access-log line per request, when it is answered (`request completed`, or `request errored`
 * when the answer failed): the request (method, URL, host, client address), the status code, the
 * response time and the request id. Fastify's own controller adds an `incoming request` line
 * before it, which doubled the logging cost of every request and told nothing the second line
 * does not.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

/**
 * Fastify's logger (pino) with request ids and without secrets: a request is logged once, when
 * answered (see `AccessLogController`), as method, URL (see `loggedUrl`), host and client address
 * — never its headers or body; any object a module logs has its credential headers and
 * secret-named fields censored (pino `redact`).
 */
export function loggerOptions(options: {
  level: LogLevel;
  stream: { write(line: string): void } | undefined;
  tokenPath: string;
  authHeader: string;
}): Pick<FastifyServerOptions, 'logger' | 'logController' | 'genReqId' | 'requestIdHeader'> {
  const { level, stream, tokenPath, authHeader } = options;
  if (level === 'silent') return { logger: false, genReqId: requestIdOf, requestIdHeader: false };
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
    logController: new AccessLogController(),
    logger: {
      level,
      ...(stream ? { stream } : {}),
      redact: { paths: [...headerPaths, ...fields], censor: '[redacted]' },
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: loggedUrl(request.url, tokenPath),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
  };
}
