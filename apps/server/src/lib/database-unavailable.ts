/** Node socket errors of a database connection that went away or never came. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs meaning "the database is not there right now": class 08 (connection
 * exception), 57P01–57P03 (shutting down, cannot connect now), 53300 (too many connections).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || /^57P0[1-3]$/.test(code) || code === '53300';
}

/**
 * `pg` reports a lost or timed-out connection, a query unanswered within `query_timeout`, and
 * no free connection within `connectionTimeoutMillis` with these messages and no code.
 */
const PG_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

/**
 * Whether `error` means the database cannot be reached (an outage), not a bug: the request is
 * answered 503 50300 (DESIGN §7) instead of 500, and the server recovers by itself when the
 * database returns (the pool opens new connections).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || isUnavailableSqlState(code))) {
      return true;
    }
    if (typeof message === 'string' && PG_MESSAGES.some((text) => message.includes(text))) {
      return true;
    }
    current = cause;
  }
  return false;
}
