import { createPublicKey, generateKeyPair, randomBytes, webcrypto } from 'node:crypto';
import { promisify } from 'node:util';
import {
  DecryptionError,
  ENCRYPTION_ALGORITHM,
  JWE_KEY_ALGORITHM,
  KEY_ID_PATTERN,
  MIN_RSA_MODULUS_BITS,
} from '@account-centre/contract';
import type { EncryptionKeysConfig } from '#config/index.ts';
import { openPrivateKey, sealPrivateKey } from '#modules/keys/key-sealing.ts';
import type {
  KeysRepo,
  NewKey,
  NewX25519Key,
  RotationOutcome,
  StoredKey,
} from '#modules/keys/keys.repo.ts';

const generateRsaKeyPair = promisify(generateKeyPair);
const generateX25519KeyPair = promisify(generateKeyPair);

/** The additional data an X25519 private key is sealed with: not interchangeable with the RSA one. */
function x25519SealId(kid: string): string {
  return `${kid}:x25519`;
}

/** How long an instance trusts its copy of the key list (another instance or the CLI may rotate). */
const RELOAD_AFTER_MS = 30_000;
/** An unknown key id reloads the list at most this often (key ids are not secret: no DB flooding). */
const UNKNOWN_KID_RELOAD_MS = 1_000;
/** Clients keep a key at most an hour, and at most half the grace period. */
const MAX_CACHE_SECONDS = 3600;
const DAY_SECONDS = 24 * 60 * 60;

interface LoadedKey {
  kid: string;
  privateKey: webcrypto.CryptoKey;
  /** RSA-OAEP ciphertexts under this key are exactly this long. */
  modulusBytes: number;
  spki: string;
  jwk: { n: string; e: string };
  /** Decision 060: the X25519 pair of the same key id (none on keys made before it). */
  x25519: { privateKey: webcrypto.CryptoKey; x: string } | undefined;
  current: boolean;
  /** Age in seconds when the list was loaded. */
  ageSeconds: number;
  /** Local clock (ms) until which a replaced key decrypts; Infinity while current. */
  usableUntil: number;
}

/** The current key as `publickey` gives it. */
export interface PublicKeyInfo {
  kid: string;
  alg: typeof ENCRYPTION_ALGORITHM;
  jwk: {
    kty: 'RSA';
    n: string;
    e: string;
    alg: typeof ENCRYPTION_ALGORITHM;
    use: 'enc';
    kid: string;
  };
  spki: string;
  /** Decision 060: the X25519 key of the same key id, for JWE (ECDH-ES + A256GCM). */
  jweJwk: {
    kty: 'OKP';
    crv: 'X25519';
    x: string;
    alg: typeof JWE_KEY_ALGORITHM;
    use: 'enc';
    kid: string;
  };
  cacheSeconds: number;
}

export interface KeyStatus {
  kid: string;
  createdAt: Date;
  retiredAt: Date | null;
  /** `current`, `grace` (replaced, still decrypts) or `expired` (deleted at the next rotation). */
  state: 'current' | 'grace' | 'expired';
  /** The key kinds under the id: RSA-OAEP-256, and X25519 (JWE) on keys made since decision 060. */
  kinds: ('RSA-OAEP-256' | 'X25519')[];
}

/**
 * The server's RSA-OAEP-SHA-256 keys (DESIGN §4 "public key"): 3072 bits, each with a key id and
 * (decision 060) an X25519 pair under the same id for JWE, rotated and retired with it,
 * private keys in the database (sealed with KEY_ENCRYPTION_SECRET when set), so every instance
 * decrypts what any of them handed out. One key is current; a replaced one decrypts for
 * KEY_GRACE_SECONDS more. The first key is made on first use (`warmUp` at start); the current key
 * is replaced when older than KEY_ROTATION_DAYS, or by `npm run admin -- rotate-keys`.
 *
 * This is the one place that holds private keys and performs the RSA step of every decryption.
 */
export class KeyRing {
  readonly #repo: KeysRepo;
  readonly #settings: EncryptionKeysConfig;
  #keys = new Map<string, LoadedKey>();
  #loadedAt = Number.NEGATIVE_INFINITY;
  #loading: Promise<void> | undefined;
  #unknownKidReloadAt = Number.NEGATIVE_INFINITY;
  #rotating: Promise<RotationOutcome> | undefined;
  #addingX25519: Promise<void> | undefined;

  constructor(deps: { repo: KeysRepo; settings: EncryptionKeysConfig }) {
    this.#repo = deps.repo;
    this.#settings = deps.settings;
  }

  /**
   * Loads the keys and makes sure a current one exists (creating the first). Run at start: a key
   * that KEY_ENCRYPTION_SECRET cannot open stops the server here (`KeyStoreError`).
   */
  async warmUp(): Promise<PublicKeyInfo> {
    await this.#load();
    return this.currentPublicKey();
  }

  /** The current key for clients; creates the first one, and replaces one past KEY_ROTATION_DAYS. */
  async currentPublicKey(): Promise<PublicKeyInfo> {
    await this.#fresh();
    let current = this.#current();
    if (!current || this.#isTooOld(current)) {
      const rotationSeconds = this.#settings.rotationDays * DAY_SECONDS;
      // Requests arriving meanwhile wait for this rotation instead of generating keys of their own.
      this.#rotating ??= this.#rotate(current ? rotationSeconds : undefined).finally(() => {
        this.#rotating = undefined;
      });
      await this.#rotating;
      current = this.#current();
      if (!current) throw new Error('no current encryption key after rotation');
    }
    if (!current.x25519) {
      // A key made before decision 060: it gets its X25519 pair now (one instance wins).
      const kid = current.kid;
      this.#addingX25519 ??= this.#addX25519(kid).finally(() => {
        this.#addingX25519 = undefined;
      });
      await this.#addingX25519;
      current = this.#current();
      if (!current?.x25519) throw new Error('no X25519 key for the current encryption key');
    }
    return {
      kid: current.kid,
      alg: ENCRYPTION_ALGORITHM,
      jwk: {
        kty: 'RSA',
        n: current.jwk.n,
        e: current.jwk.e,
        alg: ENCRYPTION_ALGORITHM,
        use: 'enc',
        kid: current.kid,
      },
      spki: current.spki,
      jweJwk: {
        kty: 'OKP',
        crv: 'X25519',
        x: current.x25519.x,
        alg: JWE_KEY_ALGORITHM,
        use: 'enc',
        kid: current.kid,
      },
      cacheSeconds: Math.min(MAX_CACHE_SECONDS, Math.floor(this.#settings.graceSeconds / 2)),
    };
  }

  /** Replaces the current key now (the CLI). The replaced key decrypts for the grace period. */
  async rotate(): Promise<{ kid: string; retiredKid: string | undefined }> {
    const outcome = await this.#rotate(0);
    const current = this.#current();
    if (!current) throw new Error('no current encryption key after rotation');
    return { kid: current.kid, retiredKid: outcome.retiredKid };
  }

  /**
   * Deletes every key and makes a new one (the CLI's `--reset`, after KEY_ENCRYPTION_SECRET
   * changed or a leak): clients holding an old key get 40050/40051 once and fetch the new one.
   */
  async reset(): Promise<{ kid: string; deletedKids: string[] }> {
    const next = await this.#newKey();
    const deletedKids = await this.#repo.replaceAll(next);
    this.#keys = new Map();
    await this.#load();
    return { kid: next.kid, deletedKids };
  }

  /** Every stored key and its state (the CLI's `--status`). */
  async status(): Promise<KeyStatus[]> {
    const rows = await this.#repo.list(this.#settings.graceSeconds);
    return rows.map((row) => ({
      kid: row.kid,
      createdAt: row.createdAt,
      retiredAt: row.retiredAt,
      state: row.retiredAt === null ? 'current' : isUsableRow(row) ? 'grace' : 'expired',
      kinds: row.x25519PublicKey === null ? ['RSA-OAEP-256'] : ['RSA-OAEP-256', 'X25519'],
    }));
  }

  /**
   * RSA-OAEP-SHA-256 decryption with the key `kid`. An unknown, malformed or expired key id, a
   * ciphertext of the wrong length or one that does not decrypt: `DecryptionError`, nothing else.
   */
  async decrypt(kid: string, ciphertext: Uint8Array): Promise<Uint8Array> {
    const key = await this.#find(kid);
    if (!key || ciphertext.length !== key.modulusBytes) throw new DecryptionError();
    try {
      return new Uint8Array(
        await webcrypto.subtle.decrypt({ name: 'RSA-OAEP' }, key.privateKey, ciphertext),
      );
    } catch {
      throw new DecryptionError();
    }
  }

  /**
   * The X25519 private key of `kid` for a JWE (decision 060; `decryptJwe` does the rest). An
   * unknown, malformed or expired key id, or a key without an X25519 pair: `DecryptionError`.
   */
  async jweKey(kid: string): Promise<webcrypto.CryptoKey> {
    let key = await this.#find(kid);
    // Loaded before another instance gave the key its X25519 pair (decision 060): look again.
    if (key && !key.x25519) key = await this.#reloadFor(kid);
    if (!key?.x25519) throw new DecryptionError();
    return key.x25519.privateKey;
  }

  /** The usable key `kid`, reloading the list for an unknown id at most once a second. */
  async #find(kid: string): Promise<LoadedKey | undefined> {
    await this.#fresh();
    return this.#usable(kid) ?? (await this.#reloadFor(kid));
  }

  /**
   * Reloads the list for `kid` (a key another instance made or completed since the last load), at
   * most once a second whatever the ids asked for; then the usable key `kid`, if any.
   */
  async #reloadFor(kid: string): Promise<LoadedKey | undefined> {
    const now = Date.now();
    if (!KEY_ID_PATTERN.test(kid) || now - this.#unknownKidReloadAt < UNKNOWN_KID_RELOAD_MS) {
      return this.#usable(kid);
    }
    this.#unknownKidReloadAt = now;
    await this.#load();
    return this.#usable(kid);
  }

  /** Whether `kid` still decrypts, by the loaded list (no database access). */
  isUsable(kid: string): boolean {
    return this.#usable(kid) !== undefined;
  }

  #usable(kid: string): LoadedKey | undefined {
    const key = this.#keys.get(kid);
    return key && (key.current || key.usableUntil > Date.now()) ? key : undefined;
  }

  #current(): LoadedKey | undefined {
    for (const key of this.#keys.values()) if (key.current) return key;
    return undefined;
  }

  #isTooOld(key: LoadedKey): boolean {
    const { rotationDays } = this.#settings;
    if (rotationDays === 0) return false;
    const age = key.ageSeconds + (Date.now() - this.#loadedAt) / 1000;
    return age >= rotationDays * DAY_SECONDS;
  }

  async #fresh(): Promise<void> {
    if (Date.now() - this.#loadedAt >= RELOAD_AFTER_MS) await this.#load();
  }

  /** Reloads the key list (one load at a time); keys already imported are kept, not re-imported. */
  async #load(): Promise<void> {
    this.#loading ??= (async () => {
      try {
        const rows = await this.#repo.list(this.#settings.graceSeconds);
        const loadedAt = Date.now();
        const keys = new Map<string, LoadedKey>();
        for (const row of rows) {
          if (!isUsableRow(row)) continue;
          const known = this.#keys.get(row.kid);
          const privateKey = known?.privateKey ?? (await this.#importPrivateKey(row));
          const x25519 =
            known?.x25519 ??
            (row.x25519PublicKey !== null && row.x25519PrivateKey !== null
              ? {
                  privateKey: await this.#importX25519PrivateKey(row.kid, row.x25519PrivateKey),
                  x:
                    createPublicKey({
                      key: Buffer.from(row.x25519PublicKey, 'base64url'),
                      format: 'der',
                      type: 'spki',
                    }).export({ format: 'jwk' }).x ?? '',
                }
              : undefined);
          const jwk = createPublicKey({
            key: Buffer.from(row.publicKey, 'base64url'),
            format: 'der',
            type: 'spki',
          }).export({ format: 'jwk' });
          const modulusBits = (privateKey.algorithm as webcrypto.RsaHashedKeyAlgorithm)
            .modulusLength;
          keys.set(row.kid, {
            kid: row.kid,
            privateKey,
            modulusBytes: modulusBits / 8,
            spki: row.publicKey,
            jwk: { n: jwk.n ?? '', e: jwk.e ?? '' },
            x25519,
            current: row.retiredAt === null,
            ageSeconds: row.ageSeconds,
            usableUntil:
              row.remainingSeconds === null
                ? Number.POSITIVE_INFINITY
                : loadedAt + row.remainingSeconds * 1000,
          });
        }
        this.#keys = keys;
        this.#loadedAt = loadedAt;
      } finally {
        this.#loading = undefined;
      }
    })();
    return this.#loading;
  }

  async #importPrivateKey(row: StoredKey): Promise<webcrypto.CryptoKey> {
    const pkcs8 = openPrivateKey(row.privateKey, row.kid, this.#settings.secret);
    try {
      return await webcrypto.subtle.importKey(
        'pkcs8',
        pkcs8,
        { name: 'RSA-OAEP', hash: 'SHA-256' },
        false,
        ['decrypt'],
      );
    } finally {
      pkcs8.fill(0);
    }
  }

  async #importX25519PrivateKey(kid: string, stored: string): Promise<webcrypto.CryptoKey> {
    const pkcs8 = openPrivateKey(stored, x25519SealId(kid), this.#settings.secret);
    try {
      return await webcrypto.subtle.importKey('pkcs8', pkcs8, { name: 'X25519' }, false, [
        'deriveBits',
      ]);
    } finally {
      pkcs8.fill(0);
    }
  }

  async #addX25519(kid: string): Promise<void> {
    await this.#repo.addX25519(kid, await this.#newX25519Key(kid));
    await this.#load();
  }

  /**
   * A new key pair becomes current when there is no current key or the current one is at least
   * `minAgeSeconds` old (see `KeysRepo.rotate`); the list is reloaded either way, so a key another
   * instance made meanwhile is used instead.
   */
  async #rotate(minAgeSeconds: number | undefined): Promise<RotationOutcome> {
    const outcome = await this.#repo.rotate(await this.#newKey(), {
      minAgeSeconds,
      graceSeconds: this.#settings.graceSeconds,
    });
    await this.#load();
    return outcome;
  }

  /** A new RSA key pair (3072 bits, e = 65537) with a random key id, its private key sealed. */
  async #newKey(): Promise<NewKey> {
    const pair = await generateRsaKeyPair('rsa', {
      modulusLength: MIN_RSA_MODULUS_BITS,
      publicExponent: 0x10001,
      publicKeyEncoding: { type: 'spki', format: 'der' },
      privateKeyEncoding: { type: 'pkcs8', format: 'der' },
    });
    const kid = randomBytes(12).toString('base64url');
    try {
      return {
        kid,
        publicKey: pair.publicKey.toString('base64url'),
        privateKey: sealPrivateKey(pair.privateKey, kid, this.#settings.secret),
        x25519: await this.#newX25519Key(kid),
      };
    } finally {
      pair.privateKey.fill(0);
    }
  }

  /** A new X25519 pair for the key `kid`, its private key sealed (bound to `<kid>:x25519`). */
  async #newX25519Key(kid: string): Promise<NewX25519Key> {
    const pair = await generateX25519KeyPair('x25519', {
      publicKeyEncoding: { type: 'spki', format: 'der' },
      privateKeyEncoding: { type: 'pkcs8', format: 'der' },
    });
    try {
      return {
        publicKey: pair.publicKey.toString('base64url'),
        privateKey: sealPrivateKey(pair.privateKey, x25519SealId(kid), this.#settings.secret),
      };
    } finally {
      pair.privateKey.fill(0);
    }
  }
}

function isUsableRow(row: StoredKey): boolean {
  return row.remainingSeconds === null || row.remainingSeconds > 0;
}
