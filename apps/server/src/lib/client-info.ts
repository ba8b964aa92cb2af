import type { FastifyRequest } from 'fastify';

/** Where a request came from: kept with a security event and a session (issue 24). */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** The request's client address (as trusted by TRUST_PROXY) and its User-Agent header. */
export function clientInfoOf(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip || null,
    userAgent: typeof userAgent === 'string' && userAgent !== '' ? userAgent : null,
  };
}
