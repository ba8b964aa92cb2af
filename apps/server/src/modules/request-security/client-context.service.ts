import {
  clientContextKeyId,
  decryptContext,
  decryptContextJwe,
  isCompactJwe,
  jweKeyId,
  type ClientContext,
} from '@account-centre/contract';
import { LruCache } from '#lib/lru-cache.ts';
import type { KeyRing } from '#modules/keys/key-ring.service.ts';

/** Distinct header values remembered (each under 1 KB): a browser sends the same one until it changes. */
const CACHE_ENTRIES = 5000;

/**
 * Opens `X-Client-Context` values (DESIGN §4 "encrypted header"). A browser sends the same value
 * on every call until a value or the key changes, so decrypted values are cached by the exact
 * header text: one RSA or X25519 operation per browser and key, not per request. A cached value is used
 * only while its key still decrypts.
 */
export class ClientContextService {
  readonly #keys: KeyRing;
  readonly #cache = new LruCache<string, { context: ClientContext; kid: string }>(CACHE_ENTRIES);

  constructor(deps: { keys: KeyRing }) {
    this.#keys = deps.keys;
  }

  /** The context of a header value; `DecryptionError` for any bad value. */
  async open(header: string): Promise<ClientContext> {
    const cached = this.#cache.get(header);
    if (cached && this.#keys.isUsable(cached.kid)) return cached.context;
    if (cached) this.#cache.delete(header);
    // Decision 060: a compact JWE (X25519) or the RSA-OAEP `ctx1.` format of older clients.
    const jwe = isCompactJwe(header);
    const context = jwe
      ? await decryptContextJwe(header, (kid) => this.#keys.jweKey(kid))
      : await decryptContext(header, (kid, ciphertext) => this.#keys.decrypt(kid, ciphertext));
    const kid = jwe ? jweKeyId(header) : clientContextKeyId(header);
    if (kid !== undefined) this.#cache.set(header, { context, kid });
    return context;
  }
}
