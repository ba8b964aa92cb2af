import { createPrivateKey, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { SignJWT, type JWK, type JWTPayload } from 'jose';
import { openPrivateKey, sealPrivateKey } from '#modules/keys/key-sealing.ts';
import type { OauthRepo } from '#modules/oauth/oauth.repo.ts';

export const ID_TOKEN_ALGORITHM = 'RS256';

interface SigningKey {
  kid: string;
  privateKey: KeyObject;
}

/**
 * The RS256 keys that sign id_tokens (`jose`), kept in Postgres so that every instance signs with
 * a key every instance publishes. The first is made on first use; the newest signs; every stored
 * key is published at the JWKS endpoint. Private keys are sealed like the encryption keys
 * (KEY_ENCRYPTION_SECRET).
 */
export class SigningKeys {
  readonly #repo: OauthRepo;
  readonly #sealingSecret: string | undefined;
  #current: Promise<SigningKey> | undefined;

  constructor(deps: { repo: OauthRepo; sealingSecret: string | undefined }) {
    this.#repo = deps.repo;
    this.#sealingSecret = deps.sealingSecret;
  }

  async #load(): Promise<SigningKey> {
    let [newest] = await this.#repo.signingKeys();
    if (!newest) {
      const kid = randomBytes(12).toString('base64url');
      const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const publicJwk = {
        ...publicKey.export({ format: 'jwk' }),
        kid,
        alg: ID_TOKEN_ALGORITHM,
        use: 'sig',
      };
      const der = privateKey.export({ format: 'der', type: 'pkcs8' });
      await this.#repo.addSigningKey({
        kid,
        publicJwk: JSON.stringify(publicJwk),
        privateKey: sealPrivateKey(der, kid, this.#sealingSecret),
      });
      [newest] = await this.#repo.signingKeys();
      if (!newest) throw new Error('signing key not stored');
    }
    const der = openPrivateKey(newest.privateKey, newest.kid, this.#sealingSecret);
    return {
      kid: newest.kid,
      privateKey: createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }),
    };
  }

  #key(): Promise<SigningKey> {
    this.#current ??= this.#load().catch((error: unknown) => {
      this.#current = undefined;
      throw error;
    });
    return this.#current;
  }

  /** A signed JWT (`typ: JWT`) of the claims, with the newest key. */
  async sign(claims: JWTPayload): Promise<string> {
    const key = await this.#key();
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ID_TOKEN_ALGORITHM, kid: key.kid, typ: 'JWT' })
      .sign(key.privateKey);
  }

  /** The JWK Set of every stored key (RFC 7517). */
  async jwks(): Promise<{ keys: JWK[] }> {
    await this.#key();
    const rows = await this.#repo.signingKeys();
    return { keys: rows.map((row) => JSON.parse(row.publicJwk) as JWK) };
  }
}
