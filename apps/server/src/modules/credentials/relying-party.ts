import type { FastifyRequest } from 'fastify';
import type { Config } from '#config/index.ts';
import { appError } from '#lib/app-error.ts';
import { brandOfRequest } from '#lib/brand.ts';

/** Who the passkeys of a request are for: the WebAuthn relying party and its accepted origins. */
export interface RelyingParty {
  /** The relying-party id (a registrable host name). */
  id: string;
  /** The brand's name, shown by the browser when a passkey is created. */
  name: string;
  /** The page origins whose answers are accepted. */
  origins: string[];
}

/** 40070 with the catalogue's text; the reason goes to the log (decision 041). */
function refused(request: FastifyRequest, reason: string) {
  request.log.info({ reason }, 'passkey refused');
  return appError('passkeyInvalid');
}

/** The request's own origin: scheme and Host, a default port left out as browsers do. */
function originOf(request: FastifyRequest): string {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    throw refused(request, 'no origin for this request');
  }
}

function isUnder(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * The relying party of a request (decision 034): of PASSKEY_RP_ID the most specific id its host
 * lies under, else (none configured) its own host name; of PASSKEY_ORIGINS those under that id,
 * else (none configured) the request's own origin. A host under no configured id → 40070. With
 * DATABASE_URL both lists are never empty (config/rules.ts, decision 041): the Host header only
 * selects among them.
 */
export function relyingPartyOf(
  request: FastifyRequest,
  config: Pick<Config, 'brands' | 'secondBrandHosts' | 'passkeyRpIds' | 'passkeyOrigins'>,
): RelyingParty {
  const host = request.hostname.toLowerCase();
  const name = config.brands[brandOfRequest(request, config.secondBrandHosts)].name;
  let id = host;
  if (config.passkeyRpIds.length > 0) {
    const matches = config.passkeyRpIds.filter((rpId) => isUnder(host, rpId));
    const best = matches.sort((a, b) => b.length - a.length)[0];
    if (best === undefined) throw refused(request, 'no passkey relying party for this host');
    id = best;
  }
  const origins =
    config.passkeyOrigins.length > 0
      ? config.passkeyOrigins.filter((origin) => isUnder(new URL(origin).hostname, id))
      : [originOf(request)];
  if (origins.length === 0) throw refused(request, 'no passkey origin for this host');
  return { id, name, origins };
}
