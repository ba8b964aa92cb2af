import type { ClientKind } from '@account-centre/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { clientDisplayName } from '#lib/client-name.ts';

/** A registered relying party (table `oauth_clients`). */
export interface OauthClient {
  clientId: string;
  name: string;
  /**
   * `confidential`: authenticates with its secret; `native` (RFC 8252) and `spa` (a browser app):
   * public, no secret, PKCE S256 (decision 051).
   */
  type: ClientType;
  /** SHA-256 of the secret, hex; null for a public client. */
  secretHash: string | null;
  /** Compared as exact strings. */
  redirectUrls: string[];
  scopes: string[];
  /** The web shop of spec §1: signs its customers in through the store redirect. */
  shop: boolean;
  /** A first-party client: no consent screen (the shop always). */
  skipConsent: boolean;
  /** Where RP-initiated logout may send the user (exact strings). */
  postLogoutRedirectUrls: string[];
  /** OpenID Connect Back-Channel Logout: where the client is told that a session ended. */
  backchannelLogoutUrl: string | null;
  /**
   * OpenID Connect Front-Channel Logout 1.0 (decision 062): the page the signed-out page loads in
   * a hidden iframe, and whether it gets `iss` and `sid` there.
   */
  frontchannelLogoutUrl: string | null;
  frontchannelLogoutSessionRequired: boolean;
  /** A machine client of the management API (decision 052): `client_credentials` only. */
  machine: boolean;
  createdAt: Date;
}

/** Confidential, native or browser app (the contract's CLIENT_TYPES). */
export type ClientType = ClientKind;

export type NewOauthClient = Omit<
  OauthClient,
  'createdAt' | 'machine' | 'frontchannelLogoutUrl' | 'frontchannelLogoutSessionRequired'
> &
  Partial<Pick<OauthClient, 'frontchannelLogoutUrl' | 'frontchannelLogoutSessionRequired'>> & {
    machine?: boolean;
  };

/** A client whose stored name is only its id (registered before decision 055) gets a readable one. */
const readable = (client: OauthClient): OauthClient => ({
  ...client,
  name: clientDisplayName(client.name, client.clientId),
});

/** The client registry (migration 0008). */
export class OauthClientsRepo {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  #select() {
    return this.#db
      .selectFrom('oauth_clients')
      .select([
        'client_id as clientId',
        'name',
        'secret_hash as secretHash',
        'redirect_urls as redirectUrls',
        'scopes',
        'is_shop as shop',
        'skip_consent as skipConsent',
        'post_logout_redirect_urls as postLogoutRedirectUrls',
        'client_type as type',
        'backchannel_logout_url as backchannelLogoutUrl',
        'frontchannel_logout_url as frontchannelLogoutUrl',
        'frontchannel_logout_session_required as frontchannelLogoutSessionRequired',
        'is_machine as machine',
        'created_at as createdAt',
      ]);
  }

  async find(clientId: string): Promise<OauthClient | undefined> {
    const client = await this.#select().where('client_id', '=', clientId).executeTakeFirst();
    return client && readable(client);
  }

  async list(): Promise<OauthClient[]> {
    return (await this.#select().orderBy('client_id').execute()).map(readable);
  }

  /** Inserts the client, or replaces every field of an existing one (`--replace`). */
  async save(client: NewOauthClient, replace: boolean): Promise<boolean> {
    const values = {
      client_id: client.clientId,
      name: client.name,
      secret_hash: client.secretHash,
      redirect_urls: client.redirectUrls,
      scopes: client.scopes,
      is_shop: client.shop,
      skip_consent: client.skipConsent,
      post_logout_redirect_urls: client.postLogoutRedirectUrls,
      client_type: client.type,
      backchannel_logout_url: client.backchannelLogoutUrl,
      frontchannel_logout_url: client.frontchannelLogoutUrl ?? null,
      frontchannel_logout_session_required: client.frontchannelLogoutSessionRequired ?? false,
      is_machine: client.machine ?? false,
    };
    const query = this.#db.insertInto('oauth_clients').values(values);
    const result = await (
      replace
        ? query.onConflict((conflict) =>
            conflict.column('client_id').doUpdateSet({
              name: values.name,
              secret_hash: values.secret_hash,
              redirect_urls: values.redirect_urls,
              scopes: values.scopes,
              is_shop: values.is_shop,
              skip_consent: values.skip_consent,
              post_logout_redirect_urls: values.post_logout_redirect_urls,
              client_type: values.client_type,
              backchannel_logout_url: values.backchannel_logout_url,
              frontchannel_logout_url: values.frontchannel_logout_url,
              frontchannel_logout_session_required: values.frontchannel_logout_session_required,
              is_machine: values.is_machine,
            }),
          )
        : query.onConflict((conflict) => conflict.column('client_id').doNothing())
    ).executeTakeFirst();
    return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }

  /** Sets the editable fields (not the secret, not the shop flag); undefined: no such client. */
  async update(
    clientId: string,
    fields: Pick<
      OauthClient,
      | 'name'
      | 'redirectUrls'
      | 'scopes'
      | 'skipConsent'
      | 'postLogoutRedirectUrls'
      | 'backchannelLogoutUrl'
      | 'frontchannelLogoutUrl'
      | 'frontchannelLogoutSessionRequired'
    >,
  ): Promise<OauthClient | undefined> {
    const row = await this.#db
      .updateTable('oauth_clients')
      .set({
        name: fields.name,
        redirect_urls: fields.redirectUrls,
        scopes: fields.scopes,
        skip_consent: fields.skipConsent,
        post_logout_redirect_urls: fields.postLogoutRedirectUrls,
        backchannel_logout_url: fields.backchannelLogoutUrl,
        frontchannel_logout_url: fields.frontchannelLogoutUrl,
        frontchannel_logout_session_required: fields.frontchannelLogoutSessionRequired,
      })
      .where('client_id', '=', clientId)
      .returning('client_id')
      .executeTakeFirst();
    return row && this.find(clientId);
  }

  /** A new secret hash; undefined: no such client. */
  async setSecretHash(clientId: string, secretHash: string): Promise<OauthClient | undefined> {
    const row = await this.#db
      .updateTable('oauth_clients')
      .set({ secret_hash: secretHash })
      .where('client_id', '=', clientId)
      .where('client_type', '=', 'confidential')
      .returning('client_id')
      .executeTakeFirst();
    return row && this.find(clientId);
  }

  /**
   * Deletes the client and every model the provider stored for it (its grants, codes, access and
   * refresh tokens, interactions), in one transaction: nothing it was issued works afterwards.
   */
  remove(clientId: string): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      const result = await trx
        .deleteFrom('oauth_clients')
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      if (result.numDeletedRows === 0n) return false;
      await trx
        .deleteFrom('oidc_payloads')
        .where(sql<string>`payload ->> 'clientId'`, '=', clientId)
        .execute();
      return true;
    });
  }
}
