import type { FastifyRequest } from 'fastify';
import type { ActiveSession } from '#modules/auth/auth.repo.ts';

export interface SessionGuard {
  /** `onRequest` hook: 40100 unless the request carries a live `{Brand}-Auth` access token. */
  onRequest(request: FastifyRequest): Promise<void>;
  /** The session the hook found for this request. */
  sessionOf(request: FastifyRequest): ActiveSession;
}

/**
 * Authentication for signed-in calls with a body. The token is checked in `onRequest`, before the
 * body is parsed and validated, so a signed-out caller always gets 40100 (the web's cue to go to
 * /login), never a validation answer about a form it may not submit.
 */
export function requireSession(
  authenticate: (request: FastifyRequest) => Promise<ActiveSession>,
): SessionGuard {
  const sessions = new WeakMap<FastifyRequest, ActiveSession>();
  return {
    async onRequest(request) {
      sessions.set(request, await authenticate(request));
    },
    sessionOf(request) {
      const session = sessions.get(request);
      if (!session) throw new Error('route is missing the requireSession onRequest hook');
      return session;
    },
  };
}
