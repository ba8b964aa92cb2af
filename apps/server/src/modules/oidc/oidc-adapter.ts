import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import type { OauthClient, OauthClientsRepo } from '#modules/oauth/oauth-clients.repo.ts';
import type { OidcPayload, OidcRepo } from '#modules/oidc/oidc.repo.ts';

/** The scopes every registered client may ask for besides those of its registration. */
const BASE_SCOPES = ['openid', 'offline_access'];

/**
 * A registered client (`oauth_clients`, the admin CLI's registry) as the provider's client
 * metadata. `client_secret` is the SHA-256 of the secret: `compareClientSecret` is replaced to
 * compare hashes (oidc-provider.ts), so the secret itself is never stored. A public client
 * (decision 051) authenticates with nothing (`none`): a native app is the provider's `native`
 * application type (RFC 8252: custom schemes, loopback on any port), a browser app `web`.
 */
export function clientMetadata(client: OauthClient): AdapterPayload {
  if (client.machine) {
    // A machine client of the management API (decision 052): client_credentials for its scopes.
    return {
      client_id: client.clientId,
      client_name: client.name,
      client_secret: client.secretHash ?? undefined,
      redirect_uris: [],
      grant_types: ['client_credentials'],
      response_types: [],
      token_endpoint_auth_method: 'client_secret_basic',
      scope: client.scopes.join(' '),
      is_machine: true,
    };
  }
  const isPublic = client.type !== 'confidential';
  return {
    client_id: client.clientId,
    client_name: client.name,
    ...(client.secretHash === null ? {} : { client_secret: client.secretHash }),
    application_type: client.type === 'native' ? 'native' : 'web',
    redirect_uris: client.redirectUrls,
    post_logout_redirect_uris: client.postLogoutRedirectUrls,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: isPublic ? 'none' : 'client_secret_basic',
    ...(client.backchannelLogoutUrl === null
      ? {}
      : {
          backchannel_logout_uri: client.backchannelLogoutUrl,
          backchannel_logout_session_required: true,
        }),
    ...(client.frontchannelLogoutUrl === null
      ? {}
      : {
          frontchannel_logout_uri: client.frontchannelLogoutUrl,
          frontchannel_logout_session_required: client.frontchannelLogoutSessionRequired,
        }),
    client_type: client.type,
    // The id_token always tells when the user signed in (decision 025).
    require_auth_time: true,
    scope: [...BASE_SCOPES, ...client.scopes].join(' '),
    is_shop: client.shop,
    skip_consent: client.skipConsent,
  };
}

/**
 * The provider's storage (its adapter interface) over our database: every model in
 * `oidc_payloads`, except `Client`, which is read from the client registry (`oauth_clients`) so
 * that the admin CLI stays the one source of truth; dynamic registration is off.
 */
export function oidcAdapter(repo: OidcRepo, clients: OauthClientsRepo) {
  return class OidcAdapter implements Adapter {
    readonly #kind: string;

    constructor(kind: string) {
      this.#kind = kind;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      if (this.#kind === 'Client') throw new Error('clients are registered with the admin CLI');
      await repo.upsert(this.#kind, id, payload as OidcPayload, expiresIn);
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (this.#kind === 'Client') {
        const client = await clients.find(id);
        return client ? clientMetadata(client) : undefined;
      }
      return (await repo.find(this.#kind, id)) as AdapterPayload | undefined;
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return (await repo.findByUserCode(this.#kind, userCode)) as AdapterPayload | undefined;
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return (await repo.findByUid(this.#kind, uid)) as AdapterPayload | undefined;
    }

    /**
     * Uses up a code or refresh token atomically. The provider reads the record, sees it unused
     * and only then consumes it, so parallel uses of one token all read "unused": the conditional
     * UPDATE lets exactly one of them win, and a loser is treated as the provider treats a reuse
     * (the whole grant is revoked, 400 invalid_grant).
     */
    async consume(id: string): Promise<void> {
      if (await repo.consume(this.#kind, id)) return;
      const grantId = await repo.grantIdOf(this.#kind, id);
      if (grantId !== undefined) {
        await repo.revokeByGrantId(grantId);
        await repo.destroy('Grant', grantId);
      }
      throw new errors.InvalidGrant(`${this.#kind} already used`);
    }

    async destroy(id: string): Promise<void> {
      await repo.destroy(this.#kind, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await repo.revokeByGrantId(grantId);
    }
  };
}
