import { createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { JWK } from 'jose';
import { openPrivateKey, sealPrivateKey } from '#modules/keys/key-sealing.ts';
import type { SigningKeysRepo } from '#modules/oidc/signing-keys.repo.ts';

export const ID_TOKEN_ALGORITHM = 'RS256';

const DAY_SECONDS = 24 * 60 * 60;
/** How long relying parties may cache our JWKS (the provider's `Cache-Control`), with a margin. */
const JWKS_CACHE_SECONDS = 600;

export interface SigningKeySettings {
  /** KEY_ENCRYPTION_SECRET: seals the private keys at rest. */
  sealingSecret: string | undefined;
  /** KEY_ROTATION_DAYS: the newest key is replaced when this old (0: only by `rotate-keys`). */
  rotationDays: number;
  /** The id_token lifetime: a replaced key stays published this long (plus the JWKS cache time). */
  idTokenTtlSeconds: number;
}

/**
 * The RS256 keys that sign id_tokens, kept in Postgres so that every instance signs with a key
 * every instance publishes. The first is made on first use; the newest signs; a replaced key is
 * still published until the id_tokens it signed have expired, then deleted. `rotate()` is
 * `npm run admin -- rotate-keys`; `privateJwks()` also rotates a key older than KEY_ROTATION_DAYS.
 */
export class SigningKeys {
  readonly #repo: SigningKeysRepo;
  readonly #settings: SigningKeySettings;

  constructor(deps: { repo: SigningKeysRepo; settings: SigningKeySettings }) {
    this.#repo = deps.repo;
    this.#settings = deps.settings;
  }

  /** How long a replaced key stays published. */
  get retentionSeconds(): number {
    return this.#settings.idTokenTtlSeconds + JWKS_CACHE_SECONDS;
  }

  /** A new signing key, the one that signs from now on. Returns its kid. */
  async rotate(): Promise<string> {
    const kid = randomBytes(12).toString('base64url');
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const publicJwk = {
      ...publicKey.export({ format: 'jwk' }),
      kid,
      alg: ID_TOKEN_ALGORITHM,
      use: 'sig',
    };
    const der = privateKey.export({ format: 'der', type: 'pkcs8' });
    await this.#repo.add({
      kid,
      publicJwk: JSON.stringify(publicJwk),
      privateKey: sealPrivateKey(der, kid, this.#settings.sealingSecret),
    });
    await this.#repo.deleteRetired(this.retentionSeconds);
    return kid;
  }

  /**
   * Deletes every key and makes a new one (`rotate-keys --reset`, after a leak of
   * KEY_ENCRYPTION_SECRET or a key): id_tokens signed before no longer verify.
   */
  async reset(): Promise<{ kid: string; deletedKids: string[] }> {
    const deletedKids = await this.#repo.deleteAll();
    return { kid: await this.rotate(), deletedKids };
  }

  /** The stored keys (kid, made when), newest first: `rotate-keys --status`. */
  async status(): Promise<{ kid: string; createdAt: Date }[]> {
    return (await this.#repo.list()).map(({ kid, createdAt }) => ({ kid, createdAt }));
  }

  /**
   * The stored keys after upkeep, newest first: makes the first key, replaces one older than
   * KEY_ROTATION_DAYS, drops retired ones.
   */
  async #maintained() {
    let rows = await this.#repo.list();
    const newest = rows[0];
    const rotationSeconds = this.#settings.rotationDays * DAY_SECONDS;
    if (
      !newest ||
      (rotationSeconds > 0 && Date.now() - newest.createdAt.getTime() > rotationSeconds * 1000)
    ) {
      await this.rotate();
      rows = await this.#repo.list();
    } else if ((await this.#repo.deleteRetired(this.retentionSeconds)).length > 0) {
      rows = await this.#repo.list();
    }
    return rows;
  }

  /** The kids of the published keys, newest first, after upkeep (see `privateJwks`). */
  async kids(): Promise<string[]> {
    return (await this.#maintained()).map((row) => row.kid);
  }

  /**
   * Every published key as a private JWK (the provider's `jwks`), newest (the signing key) first.
   * Makes the first key, replaces one older than KEY_ROTATION_DAYS, drops retired ones.
   */
  async privateJwks(): Promise<JWK[]> {
    const rows = await this.#maintained();
    return rows.map((row) => {
      const der = openPrivateKey(row.privateKey, row.kid, this.#settings.sealingSecret);
      const jwk = createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }).export({
        format: 'jwk',
      });
      return { ...jwk, kid: row.kid, alg: ID_TOKEN_ALGORITHM, use: 'sig' } as JWK;
    });
  }
}
