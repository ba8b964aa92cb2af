import { CONSOLE_CSRF_HEADER, CONSOLE_SESSION_COOKIE } from '@account-centre/contract';
import { parse, serialize } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '#lib/app-error.ts';
import { safeEqual } from '#lib/secrets.ts';
import type { StaffService, StaffSession } from '#modules/console/staff.service.ts';

/** The console cookie is sent to the console only. */
const COOKIE_PATH = '/console';
const CSRF_HEADER = CONSOLE_CSRF_HEADER.toLowerCase();
/** A `{Brand}-Auth` header as Node hands it over (lower case): `aurora-auth`, `nova-auth` … */
const BRAND_AUTH_HEADER = /^[a-z][a-z0-9]*-auth$/;

/** The console session cookie: HttpOnly, Secure, SameSite=Strict (decision 035). */
export function setConsoleCookie(reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.header(
    'set-cookie',
    serialize(CONSOLE_SESSION_COOKIE, token, {
      httpOnly: true,
      secure: true,
      sameSite: 'strict',
      path: COOKIE_PATH,
      maxAge: maxAgeSeconds,
    }),
  );
}

export function clearConsoleCookie(reply: FastifyReply): void {
  setConsoleCookie(reply, '', 0);
}

export interface ConsoleAccess {
  /** Default true: the session must have passed the authenticator code. */
  secondFactor?: boolean;
  /** Only admins (support staff: 40322). */
  admin?: boolean;
}

export interface ConsoleGuard {
  /**
   * A `preParsing` hook: 40323 for a request carrying a user's or relying party's token. The
   * guard's hooks run at `preParsing`, after the per-IP limit's `onRequest` hook (which the limit
   * adds behind a route's own `onRequest` hooks, so a refusal there would never be counted) and
   * before the body is read.
   */
  refuseForeignTokens(request: FastifyRequest): Promise<void>;
  /** A `preParsing` hook for a console route with this access. */
  require(access?: ConsoleAccess): (request: FastifyRequest) => Promise<void>;
  /** The session the hook found for this request. */
  sessionOf(request: FastifyRequest): StaffSession;
}

/**
 * Who may call a console route, checked before the body is read: no user or relying-party token
 * (40323), a live console session from the cookie (40110), past its second step (40112), the
 * session's CSRF token on every call but GET (40321), and the role (40322).
 */
export function consoleGuard(staff: StaffService, authHeader: string): ConsoleGuard {
  const sessions = new WeakMap<FastifyRequest, StaffSession>();
  const userTokenHeader = authHeader.toLowerCase();
  const refuseForeignTokens = async (request: FastifyRequest) => {
    if (
      request.headers.authorization !== undefined ||
      request.headers[userTokenHeader] !== undefined ||
      // Either brand's `{Brand}-Auth` (and any other brand word): a user's token, whatever brand.
      Object.keys(request.headers).some((name) => BRAND_AUTH_HEADER.test(name))
    ) {
      throw appError('consoleForeignToken');
    }
  };
  return {
    refuseForeignTokens,
    require(access = {}) {
      return async (request) => {
        await refuseForeignTokens(request);
        const token = parse(request.headers.cookie ?? '')[CONSOLE_SESSION_COOKIE];
        const session = token ? await staff.session(token) : undefined;
        if (!session) throw appError('consoleSessionRequired');
        if (access.secondFactor !== false && !session.secondFactorDone) {
          throw appError('consoleSecondFactorRequired');
        }
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          const csrf = request.headers[CSRF_HEADER];
          if (typeof csrf !== 'string' || !safeEqual(csrf, session.csrfToken)) {
            throw appError('consoleCsrfInvalid');
          }
        }
        if (access.admin === true && session.staff.role !== 'admin') {
          throw appError('consoleRoleForbidden');
        }
        sessions.set(request, session);
      };
    },
    sessionOf(request) {
      const session = sessions.get(request);
      if (!session) throw new Error('route is missing the console guard preParsing hook');
      return session;
    },
  };
}
