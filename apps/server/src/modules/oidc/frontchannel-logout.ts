import { randomBytes } from 'node:crypto';
import { OIDC_PATHS } from '@account-centre/contract';
import type { OauthClient } from '#modules/oauth/oauth-clients.repo.ts';
import type { OidcPayload } from '#modules/oidc/oidc.repo.ts';

/**
 * OpenID Connect Front-Channel Logout 1.0 (decision 062). A sign-out in the browser (the provider's
 * "Sign me out", the account centre's own logout) stores the iframes its signed-out page renders:
 * one per client that held a session in the provider session that ended and registered a
 * front-channel URL, with `iss` and `sid` when it asked for them. The page
 * (`/oidc/session/end/success?frontchannel=<id>`) reads them by the id, which only the browser
 * that signed out was given.
 */

/** The model kind in `oidc_payloads` (expires with the row, as every provider model). */
export const FRONTCHANNEL_KIND = 'FrontchannelLogout';

/** How long a signed-out page can still render its iframes (a reload, the language switch). */
export const FRONTCHANNEL_TTL_SECONDS = 5 * 60;

/** The query parameter of the signed-out page that names the stored logout. */
export const FRONTCHANNEL_PARAM = 'frontchannel';

/** What a signed-out page renders. */
export interface FrontchannelPage {
  /** The iframes' URLs. */
  frames: string[];
  /** Where the page goes on once they loaded (a post-logout redirect, the sign-in screen). */
  continueTo?: string;
}

/** A client's front-channel logout, as registered. */
type FrontchannelClient = Pick<
  OauthClient,
  'frontchannelLogoutUrl' | 'frontchannelLogoutSessionRequired'
>;

/**
 * The iframe's URL (spec §2): the registered URL, with the issuer and the client's `sid` (the one
 * its ID token carries) added to its query when it registered `frontchannel_logout_session_required`.
 */
export function frontchannelFrameUrl(
  uri: string,
  sessionRequired: boolean,
  issuer: string,
  sid: string,
): string {
  if (!sessionRequired) return uri;
  const url = new URL(uri);
  url.searchParams.set('iss', issuer);
  url.searchParams.set('sid', sid);
  return url.href;
}

export interface FrontchannelDeps {
  repo: {
    upsert(kind: string, id: string, payload: OidcPayload, expiresIn: number): Promise<void>;
    find(kind: string, id: string): Promise<OidcPayload | undefined>;
  };
  clients: { find(clientId: string): Promise<FrontchannelClient | undefined> };
  issuer: string;
}

export class FrontchannelLogouts {
  readonly #deps: FrontchannelDeps;

  constructor(deps: FrontchannelDeps) {
    this.#deps = deps;
  }

  /**
   * Stores the iframes for the clients of ended provider sessions (`sid` per client) that
   * registered a front-channel URL; answers the id of the stored page, or undefined when no client
   * is to be told.
   */
  async prepare(
    logouts: readonly { clientId: string; sid: string }[],
    continueTo?: string,
  ): Promise<string | undefined> {
    const frames = new Set<string>();
    for (const { clientId, sid } of logouts) {
      const client = await this.#deps.clients.find(clientId);
      if (!client?.frontchannelLogoutUrl) continue;
      frames.add(
        frontchannelFrameUrl(
          client.frontchannelLogoutUrl,
          client.frontchannelLogoutSessionRequired,
          this.#deps.issuer,
          sid,
        ),
      );
    }
    if (frames.size === 0) return undefined;
    const id = randomBytes(24).toString('base64url');
    const page: FrontchannelPage = {
      frames: [...frames],
      ...(continueTo === undefined ? {} : { continueTo }),
    };
    await this.#deps.repo.upsert(FRONTCHANNEL_KIND, id, { ...page }, FRONTCHANNEL_TTL_SECONDS);
    return id;
  }

  /** The stored page of `id` (undefined when unknown or expired). */
  async find(id: string): Promise<FrontchannelPage | undefined> {
    const payload = await this.#deps.repo.find(FRONTCHANNEL_KIND, id);
    if (!payload || !Array.isArray(payload.frames)) return undefined;
    const frames = payload.frames.filter((frame): frame is string => typeof frame === 'string');
    const { continueTo } = payload;
    return { frames, ...(typeof continueTo === 'string' ? { continueTo } : {}) };
  }

  /** The signed-out page that renders the stored iframes of `id`. */
  pageUrl(id: string): string {
    const query = new URLSearchParams({ [FRONTCHANNEL_PARAM]: id });
    return `${this.#deps.issuer}${OIDC_PATHS.endSession}/success?${query.toString()}`;
  }

  /**
   * The account centre's own logout ended these provider sessions: the signed-out page to show
   * (its iframes, then on to `continueTo`), or undefined when no client is to be told.
   */
  async signedOutPage(
    logouts: readonly { clientId: string; sid: string }[],
    continueTo: string,
  ): Promise<string | undefined> {
    const id = await this.prepare(logouts, continueTo);
    return id === undefined ? undefined : this.pageUrl(id);
  }
}
