import {
  CODE_GRANT_TYPE,
  DOUBLE_CHECK_GRANT_TYPE,
  SECOND_FACTOR_GRANT_TYPE,
  PASSKEY_GRANT_TYPE,
  CONNECTOR_GRANT_TYPE,
} from '@account-centre/contract';
import type { Config } from '#config/index.ts';
import { appError } from '#lib/app-error.ts';
import { safeEqual } from '#lib/secrets.ts';

export interface RegisteredClient {
  clientId: string;
  clientSecret: string;
  /**
   * May sign users in with their password (the password grant, and the code and double-check
   * grants of the same sign-in screen): the first-party web client only. DESIGN §5 keeps the
   * password grant against OWASP ASVS 10.4.4 / RFC 9700 for that one client; every other client
   * signs users in through the authorization code flow with PKCE.
   */
  passwordGrant: boolean;
}

/** The grants of the first-party sign-in screen, which see the user's password or code. */
const FIRST_PARTY_GRANTS = new Set<string>([
  'password',
  CODE_GRANT_TYPE,
  DOUBLE_CHECK_GRANT_TYPE,
  SECOND_FACTOR_GRANT_TYPE,
  PASSKEY_GRANT_TYPE,
  CONNECTOR_GRANT_TYPE,
]);

/**
 * The client registry: the first-party web client (WEB_CLIENT_ID, WEB_CLIENT_SECRET), the only one
 * with `passwordGrant`, then `others` (relying parties such as the demo shop).
 */
export function registeredClients(
  config: Pick<Config, 'webClientId' | 'webClientSecret'>,
  others: readonly RegisteredClient[] = [],
): RegisteredClient[] {
  return [
    { clientId: config.webClientId, clientSecret: config.webClientSecret, passwordGrant: true },
    ...others.filter((client) => client.clientId !== config.webClientId),
  ];
}

/** 40015 `unauthorized_client` when the authenticated client may not use the grant. */
export function assertGrantAllowed(
  clients: readonly RegisteredClient[],
  clientId: string,
  grantType: string,
): void {
  if (!FIRST_PARTY_GRANTS.has(grantType)) return;
  const client = clients.find((candidate) => candidate.clientId === clientId);
  if (!client?.passwordGrant) throw appError('unauthorizedClient');
}

/**
 * Spec §7 `target-client-id`: the client the user signs in for (the `client_id` the web app keeps
 * from its url parameters, else its own id). On the token call it must name a registered client,
 * else 40016 and no session; without the header the target is the authenticated client.
 */
export function assertTargetClient(
  header: string | string[] | undefined,
  clients: readonly RegisteredClient[],
): void {
  if (header === undefined) return;
  if (typeof header !== 'string' || !clients.some((client) => client.clientId === header)) {
    throw appError('unknownTargetClient');
  }
}

function decodeComponent(value: string): string | undefined {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/**
 * The credentials of `Authorization: Basic base64(client_id:client_secret)` (RFC 6749 §2.3.1), each
 * part form-url-decoded; undefined when the header is missing or malformed.
 */
export function basicCredentials(
  authorization: string | undefined,
): { id: string; secret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  const id = decodeComponent(decoded.slice(0, colon));
  const secret = decodeComponent(decoded.slice(colon + 1));
  return id === undefined || secret === undefined ? undefined : { id, secret };
}

/**
 * Client authentication of the token call (RFC 6749 §2.3.1): `Authorization: Basic
 * base64(client_id:client_secret)`, each part form-url-encoded. Both parts are compared in
 * constant time. Returns the client id; anything else → 40101 invalidClient.
 */
export function authenticateClient(
  authorization: string | undefined,
  clients: readonly RegisteredClient[],
): string {
  const credentials = basicCredentials(authorization);
  if (credentials) {
    let found: string | undefined;
    for (const client of clients) {
      // No early exit: every client is compared.
      const ok =
        safeEqual(credentials.id, client.clientId) &&
        safeEqual(credentials.secret, client.clientSecret);
      if (ok) found = client.clientId;
    }
    if (found !== undefined) return found;
  }
  throw appError('invalidClient');
}
