/**
 * The Web Crypto and text-encoding globals the security helpers use, typed structurally. The
 * contract runs in browsers and in Node ≥ 20 (both have `globalThis.crypto.subtle`,
 * `TextEncoder` and `TextDecoder`), but it is compiled without the DOM library and without Node's
 * types, so it declares just the part it calls. Nothing here reimplements cryptography.
 */

/** An opaque Web Crypto `CryptoKey`; only its algorithm is read. */
export interface WebCryptoKey {
  readonly type: string;
  readonly algorithm: { readonly name: string; readonly modulusLength?: number };
}

/** A JSON Web Key as Web Crypto imports and exports it (RFC 7517), reduced to what is used. */
export interface JsonWebKeyLike {
  kty?: string;
  n?: string;
  e?: string;
  alg?: string;
  use?: string;
  kid?: string;
  ext?: boolean;
  key_ops?: string[];
  [member: string]: unknown;
}

type RsaOaep = { name: 'RSA-OAEP'; hash: 'SHA-256' };
type AesGcmKey = { name: 'AES-GCM' };
type Hmac = { name: 'HMAC'; hash: 'SHA-256' };
type KeyAlgorithmParams = RsaOaep | AesGcmKey | Hmac;
type CipherParams =
  | { name: 'RSA-OAEP'; label?: Uint8Array }
  | { name: 'AES-GCM'; iv: Uint8Array; additionalData?: Uint8Array; tagLength?: 128 };
type KeyUsageName = 'encrypt' | 'decrypt' | 'sign' | 'verify';

export interface WebSubtle {
  importKey(
    format: 'jwk',
    keyData: JsonWebKeyLike,
    algorithm: KeyAlgorithmParams,
    extractable: boolean,
    usages: KeyUsageName[],
  ): Promise<WebCryptoKey>;
  importKey(
    format: 'spki' | 'pkcs8' | 'raw',
    keyData: Uint8Array,
    algorithm: KeyAlgorithmParams,
    extractable: boolean,
    usages: KeyUsageName[],
  ): Promise<WebCryptoKey>;
  exportKey(format: 'jwk', key: WebCryptoKey): Promise<JsonWebKeyLike>;
  exportKey(format: 'spki' | 'pkcs8' | 'raw', key: WebCryptoKey): Promise<ArrayBuffer>;
  generateKey(
    algorithm: RsaOaep & { modulusLength: number; publicExponent: Uint8Array },
    extractable: boolean,
    usages: KeyUsageName[],
  ): Promise<{ publicKey: WebCryptoKey; privateKey: WebCryptoKey }>;
  encrypt(algorithm: CipherParams, key: WebCryptoKey, data: Uint8Array): Promise<ArrayBuffer>;
  decrypt(algorithm: CipherParams, key: WebCryptoKey, data: Uint8Array): Promise<ArrayBuffer>;
  sign(algorithm: { name: 'HMAC' }, key: WebCryptoKey, data: Uint8Array): Promise<ArrayBuffer>;
  digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
}

export interface WebCrypto {
  readonly subtle: WebSubtle;
  getRandomValues<T extends Uint8Array>(array: T): T;
}

interface TextGlobals {
  crypto?: Partial<WebCrypto>;
  TextEncoder?: new () => { encode(input: string): Uint8Array };
  TextDecoder?: new (
    label: 'utf-8',
    options: { fatal: boolean; ignoreBOM: boolean },
  ) => { decode(input: Uint8Array): string };
}

const platform = globalThis as unknown as TextGlobals;

/** `globalThis.crypto` (browsers; Node ≥ 20). Throws where Web Crypto is missing (plain http pages). */
export function webCrypto(): WebCrypto {
  const crypto = platform.crypto;
  if (!crypto?.subtle || !crypto.getRandomValues) {
    throw new Error('Web Crypto (crypto.subtle) is not available; it needs a secure context');
  }
  return crypto as WebCrypto;
}

/** UTF-8 bytes of a string. */
export function utf8Encode(text: string): Uint8Array {
  if (!platform.TextEncoder) throw new Error('TextEncoder is not available');
  return new platform.TextEncoder().encode(text);
}

/** The string of UTF-8 bytes; `undefined` for bytes that are not well-formed UTF-8. */
export function utf8Decode(bytes: Uint8Array): string | undefined {
  if (!platform.TextDecoder) throw new Error('TextDecoder is not available');
  try {
    // ignoreBOM keeps a leading U+FEFF: the text is exactly what was encoded.
    return new platform.TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** `length` bytes from the platform CSPRNG. */
export function randomBytes(length: number): Uint8Array {
  return webCrypto().getRandomValues(new Uint8Array(length));
}
