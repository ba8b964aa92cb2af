import type { FastifyRequest } from 'fastify';
import type { ActiveSession } from '#modules/session/session.repo.ts';

export interface SessionGuard {
  /** `preParsing` hook: 40100 unless the request carries a live `{Brand}-Auth` access token. */
  preParsing(request: FastifyRequest): Promise<void>;
  /** The session the hook found for this request. */
  sessionOf(request: FastifyRequest): ActiveSession;
}

/**
 * Authentication for signed-in calls with a body. The token is checked in `preParsing`, before the
 * body is parsed and validated, so a signed-out caller always gets 40100 (the web's cue to go to
 * /login), never a validation answer about a form it may not submit. Not in `onRequest`: the
 * per-IP limit adds its `onRequest` hook behind a route's own, so a refusal there would never be
 * counted and a flood of made-up tokens would never meet the limit.
 */
export function requireSession(
  authenticate: (request: FastifyRequest) => Promise<ActiveSession>,
): SessionGuard {
  const sessions = new WeakMap<FastifyRequest, ActiveSession>();
  return {
    async preParsing(request) {
      sessions.set(request, await authenticate(request));
    },
    sessionOf(request) {
      const session = sessions.get(request);
      if (!session) throw new Error('route is missing the requireSession preParsing hook');
      return session;
    },
  };
}
