import { MANAGEMENT_RESOURCE, type ManagementScope } from '@account-centre/contract';
import type { FastifyRequest } from 'fastify';
import type { Provider } from 'oidc-provider';
import { appError } from '#lib/app-error.ts';

/** The machine client a management call came from, once its token is checked. */
export interface ManagementCaller {
  clientId: string;
  scopes: ReadonlySet<string>;
}

/** Calls per client and minute an instance answers before 42900 (decision 052). */
export const MANAGEMENT_CALLS_PER_MINUTE = 120;

/**
 * The access-token check of the management API: `Authorization: Bearer <token>`, a token the
 * OpenID provider issued by `client_credentials` for MANAGEMENT_RESOURCE (its audience), unexpired,
 * of a client that is still registered, carrying `scope`. Anything else: 40100 (no, unknown or
 * expired token, a user's token, another resource's, a missing scope).
 */
export class ManagementGuard {
  readonly #provider: () => Promise<Provider>;
  readonly #perMinute: number;
  readonly #windows = new Map<string, { start: number; count: number }>();

  constructor(deps: { provider: () => Promise<Provider>; perMinute?: number }) {
    this.#provider = deps.provider;
    this.#perMinute = deps.perMinute ?? MANAGEMENT_CALLS_PER_MINUTE;
  }

  async caller(request: FastifyRequest, scope: ManagementScope): Promise<ManagementCaller> {
    const header = request.headers.authorization;
    const match =
      typeof header === 'string' ? /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header) : null;
    if (!match?.[1]) throw appError('tokenInvalid', 'bearer token required');
    const provider = await this.#provider();
    const token = await provider.ClientCredentials.find(match[1]);
    const clientId = token?.clientId;
    if (!token || clientId === undefined || token.isExpired || token.aud !== MANAGEMENT_RESOURCE) {
      throw appError('tokenInvalid');
    }
    const client = await provider.Client.find(clientId);
    if (!client) throw appError('tokenInvalid');
    const scopes = new Set((token.scope ?? '').split(' ').filter(Boolean));
    // RFC 6750's `insufficient_scope` travels in WWW-Authenticate (set by the routes); the body is
    // the catalogue's 40100, as for any token that does not open the call (decision 052).
    if (!scopes.has(scope)) throw appError('tokenInvalid', `scope ${scope} required`);
    this.#count(clientId);
    return { clientId, scopes };
  }

  /** A fixed one-minute window per client (per instance): beyond it 42900 with `Retry-After`. */
  #count(clientId: string): void {
    const now = Date.now();
    const window = this.#windows.get(clientId);
    if (!window || now - window.start >= 60_000) {
      this.#windows.set(clientId, { start: now, count: 1 });
      return;
    }
    window.count += 1;
    if (window.count > this.#perMinute) {
      throw appError('tooManyRequests', 'too many management calls from this client', {
        retryAfterSeconds: Math.max(1, Math.ceil((window.start + 60_000 - now) / 1000)),
      });
    }
  }
}
