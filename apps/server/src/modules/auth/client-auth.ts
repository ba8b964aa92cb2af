import { appError } from '#lib/app-error.ts';
import { safeEqual } from '#lib/secrets.ts';

export interface RegisteredClient {
  clientId: string;
  clientSecret: string;
}

function decodeComponent(value: string): string | undefined {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
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
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(authorization ?? '');
  if (match?.[1]) {
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      const id = decodeComponent(decoded.slice(0, colon));
      const secret = decodeComponent(decoded.slice(colon + 1));
      if (id !== undefined && secret !== undefined) {
        let found: string | undefined;
        for (const client of clients) {
          // No early exit: every client is compared.
          const ok = safeEqual(id, client.clientId) && safeEqual(secret, client.clientSecret);
          if (ok) found = client.clientId;
        }
        if (found !== undefined) return found;
      }
    }
  }
  throw appError('invalidClient');
}
