/**
 * Encryption for the server (DESIGN §4 "public key", "encrypted header"): the recipe both sides
 * run. The web app encrypts with these helpers; the server parses and decrypts with them, giving
 * only the RSA step to its key ring. The formats (all binary parts base64url without padding):
 *
 * - Password field: `enc1.<kid>.<ciphertext>` — RSA-OAEP with SHA-256 (MGF1-SHA-256, no label)
 *   of the UTF-8 password, under the server key `<kid>`.
 * - `X-Client-Context` header: `ctx1.<kid>.<wrappedKey>.<iv>.<ciphertext>` — a fresh 256-bit
 *   AES-GCM key, RSA-OAEP-SHA-256-encrypted under `<kid>` (`wrappedKey`); a 12-byte random `iv`;
 *   AES-256-GCM of the UTF-8 JSON of `ClientContext` with the additional data `ctx1.<kid>` and a
 *   128-bit tag appended to the ciphertext (Web Crypto's layout).
 *
 * Decryption failures of any kind are one `DecryptionError` without detail (no padding oracle).
 */
import { base64UrlDecode, base64UrlEncode } from '#security/base64url.ts';
import { clientContextSchema, type ClientContext } from '#security/client-context.ts';
import {
  randomBytes,
  utf8Decode,
  utf8Encode,
  webCrypto,
  type JsonWebKeyLike,
  type WebCryptoKey,
} from '#security/platform.ts';
import type { ApiPaths } from '#paths.ts';

/** The JOSE name of the key's algorithm: RSA-OAEP with SHA-256 and MGF1-SHA-256. */
export const ENCRYPTION_ALGORITHM = 'RSA-OAEP-256';
/** Server keys are at least this long; the helpers refuse shorter ones. */
export const MIN_RSA_MODULUS_BITS = 3072;
/** A key id: base64url characters. */
export const KEY_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const ENCRYPTED_PASSWORD_PREFIX = 'enc1';
export const CLIENT_CONTEXT_PREFIX = 'ctx1';
/** The `X-Client-Context` header is never longer (a 4096-bit key gives about 900 characters). */
export const CLIENT_CONTEXT_MAX_LENGTH = 2048;
/** An `enc1` value is never longer (a 4096-bit key gives about 760 characters). */
export const ENCRYPTED_PASSWORD_MAX_LENGTH = 1024;

/**
 * The password fields each call sends encrypted (spec: "every password it sends"), by call name
 * of `apiPaths`. The token call carries `password` as a query parameter or a form field.
 */
export const ENCRYPTED_PASSWORD_FIELDS = {
  token: ['password'],
  registerEmailVerification: ['password'],
  registerSmsVerification: ['password'],
  resetPassword: ['password'],
  changePassword: ['currentPassword', 'password'],
  changeEmail: ['currentPassword'],
  // The step-up proof (decision 038).
  passkeyRegisterOptions: ['currentPassword'],
  totpDisable: ['currentPassword'],
  endOtherSessions: ['currentPassword'],
  // Issue 34 (decision 048): deleting the account and downloading its data.
  accountDeletion: ['currentPassword'],
  dataExport: ['currentPassword'],
  // Decision 050: the existing account's password, and linking's step-up proof.
  connectorLinkExisting: ['password'],
  connectorLink: ['currentPassword'],
} as const satisfies Partial<Record<keyof ApiPaths, readonly string[]>>;

const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const SHA_256_BYTES = 32;
const AES_KEY_BYTES = 32;
const GCM_IV_BYTES = 12;
const GCM_TAG_BYTES = 16;

/** Any failure to decrypt: malformed value, unknown or retired key, wrong ciphertext. No detail. */
export class DecryptionError extends Error {
  constructor() {
    super('decryption failed');
    this.name = 'DecryptionError';
  }
}

/** The public key of the server's `publickey` answer (`jwk`), as Web Crypto reads it. */
export interface RsaPublicJwk extends JsonWebKeyLike {
  kty: 'RSA';
  n: string;
  e: string;
}

/** A server public key imported for encryption; import once and reuse it while the key is current. */
export class EncryptionPublicKey {
  readonly #key: WebCryptoKey;
  readonly modulusBits: number;

  private constructor(key: WebCryptoKey, modulusBits: number) {
    this.#key = key;
    this.modulusBits = modulusBits;
  }

  /**
   * Imports the server key: its JWK, or its SPKI (DER bytes or base64url). Refuses keys under
   * `MIN_RSA_MODULUS_BITS`.
   */
  static async import(input: RsaPublicJwk | Uint8Array | string): Promise<EncryptionPublicKey> {
    const { subtle } = webCrypto();
    let key: WebCryptoKey;
    if (typeof input === 'string' || input instanceof Uint8Array) {
      const der = typeof input === 'string' ? base64UrlDecode(input) : input;
      if (!der || der.length === 0) throw new TypeError('public key: not a base64url SPKI');
      key = await subtle.importKey('spki', der, RSA_OAEP, false, ['encrypt']);
    } else {
      // Only the key material: `alg`/`use`/`key_ops` of a JWK must agree with the usage anyway.
      key = await subtle.importKey(
        'jwk',
        { kty: 'RSA', n: input.n, e: input.e, ext: true },
        RSA_OAEP,
        false,
        ['encrypt'],
      );
    }
    const bits = key.algorithm.modulusLength ?? 0;
    if (bits < MIN_RSA_MODULUS_BITS) {
      throw new RangeError(`public key: ${bits} bits, at least ${MIN_RSA_MODULUS_BITS} required`);
    }
    return new EncryptionPublicKey(key, bits);
  }

  /** The longest plaintext RSA-OAEP-SHA-256 takes under this key: k − 2·32 − 2 bytes. */
  get maxPlaintextBytes(): number {
    return this.modulusBits / 8 - 2 * SHA_256_BYTES - 2;
  }

  async encrypt(plaintext: Uint8Array): Promise<Uint8Array> {
    if (plaintext.length > this.maxPlaintextBytes) {
      throw new RangeError(`plaintext over ${this.maxPlaintextBytes} bytes`);
    }
    return new Uint8Array(
      await webCrypto().subtle.encrypt({ name: 'RSA-OAEP' }, this.#key, plaintext),
    );
  }
}

export type PublicKeyInput = EncryptionPublicKey | RsaPublicJwk | Uint8Array | string;

async function imported(input: PublicKeyInput): Promise<EncryptionPublicKey> {
  return input instanceof EncryptionPublicKey ? input : EncryptionPublicKey.import(input);
}

function assertKeyId(kid: string): void {
  if (!KEY_ID_PATTERN.test(kid)) throw new TypeError('key id: 8-64 base64url characters');
}

/**
 * The value to send in a password field: `enc1.<kid>.<RSA-OAEP-256 ciphertext>`. Throws a
 * `RangeError` for a password over the key's plaintext limit (318 UTF-8 bytes for 3072 bits), which
 * no valid password reaches.
 */
export async function encryptPassword(
  publicKey: PublicKeyInput,
  kid: string,
  password: string,
): Promise<string> {
  assertKeyId(kid);
  const key = await imported(publicKey);
  const ciphertext = await key.encrypt(utf8Encode(password));
  return `${ENCRYPTED_PASSWORD_PREFIX}.${kid}.${base64UrlEncode(ciphertext)}`;
}

/** Whether a field value claims to be an encrypted password (then it must decrypt). */
export function isEncryptedPassword(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(`${ENCRYPTED_PASSWORD_PREFIX}.`);
}

/**
 * Decrypts a password field value. `rsaDecrypt` performs RSA-OAEP-SHA-256 with the private key of
 * `kid` (the server's key ring); it throws `DecryptionError` for an unknown or retired key or a
 * wrong ciphertext. Every other failure is a `DecryptionError` too.
 */
export async function decryptPassword(
  value: string,
  rsaDecrypt: (kid: string, ciphertext: Uint8Array) => Promise<Uint8Array>,
): Promise<string> {
  const parts = value.length <= ENCRYPTED_PASSWORD_MAX_LENGTH ? value.split('.') : [];
  const [prefix, kid = '', encoded = ''] = parts;
  const ciphertext = base64UrlDecode(encoded);
  if (
    parts.length !== 3 ||
    prefix !== ENCRYPTED_PASSWORD_PREFIX ||
    !KEY_ID_PATTERN.test(kid) ||
    !ciphertext ||
    ciphertext.length === 0
  ) {
    throw new DecryptionError();
  }
  const password = utf8Decode(await rsaDecrypt(kid, ciphertext));
  if (password === undefined) throw new DecryptionError();
  return password;
}

/**
 * The `X-Client-Context` header value for a context. Build it once per key and context and reuse
 * it (the server caches by value): a new one only when a value or the key changes.
 */
export async function encryptContext(
  publicKey: PublicKeyInput,
  kid: string,
  context: ClientContext,
): Promise<string> {
  assertKeyId(kid);
  const values = clientContextSchema.parse(context);
  const key = await imported(publicKey);
  const { subtle } = webCrypto();
  const rawKey = randomBytes(AES_KEY_BYTES);
  const iv = randomBytes(GCM_IV_BYTES);
  const aesKey = await subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['encrypt']);
  const wrappedKey = await key.encrypt(rawKey);
  rawKey.fill(0);
  const ciphertext = new Uint8Array(
    await subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: utf8Encode(`${CLIENT_CONTEXT_PREFIX}.${kid}`) },
      aesKey,
      utf8Encode(JSON.stringify(values)),
    ),
  );
  return [
    CLIENT_CONTEXT_PREFIX,
    kid,
    base64UrlEncode(wrappedKey),
    base64UrlEncode(iv),
    base64UrlEncode(ciphertext),
  ].join('.');
}

/** The key id an `X-Client-Context` value names, if it is well-formed enough to name one. */
export function clientContextKeyId(header: string): string | undefined {
  const [prefix, kid = ''] = header.split('.', 2);
  return prefix === CLIENT_CONTEXT_PREFIX && KEY_ID_PATTERN.test(kid) ? kid : undefined;
}

/**
 * Decrypts and validates an `X-Client-Context` value; `rsaDecrypt` as for `decryptPassword`. Any
 * failure (format, key, tag, JSON, values) is a `DecryptionError`.
 */
export async function decryptContext(
  header: string,
  rsaDecrypt: (kid: string, ciphertext: Uint8Array) => Promise<Uint8Array>,
): Promise<ClientContext> {
  const parts = header.length <= CLIENT_CONTEXT_MAX_LENGTH ? header.split('.') : [];
  const [prefix, kid = '', wrapped = '', ivText = '', encrypted = ''] = parts;
  const wrappedKey = base64UrlDecode(wrapped);
  const iv = base64UrlDecode(ivText);
  const ciphertext = base64UrlDecode(encrypted);
  if (
    parts.length !== 5 ||
    prefix !== CLIENT_CONTEXT_PREFIX ||
    !KEY_ID_PATTERN.test(kid) ||
    !wrappedKey ||
    wrappedKey.length === 0 ||
    iv?.length !== GCM_IV_BYTES ||
    !ciphertext ||
    ciphertext.length <= GCM_TAG_BYTES
  ) {
    throw new DecryptionError();
  }
  const rawKey = await rsaDecrypt(kid, wrappedKey);
  if (rawKey.length !== AES_KEY_BYTES) throw new DecryptionError();
  const { subtle } = webCrypto();
  let plaintext: Uint8Array;
  try {
    const aesKey = await subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
    plaintext = new Uint8Array(
      await subtle.decrypt(
        { name: 'AES-GCM', iv, additionalData: utf8Encode(`${CLIENT_CONTEXT_PREFIX}.${kid}`) },
        aesKey,
        ciphertext,
      ),
    );
  } catch {
    throw new DecryptionError();
  } finally {
    rawKey.fill(0);
  }
  const text = utf8Decode(plaintext);
  let json: unknown;
  try {
    json = text === undefined ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  const context = clientContextSchema.safeParse(json);
  if (!context.success) throw new DecryptionError();
  return context.data;
}
