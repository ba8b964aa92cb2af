/**
 * base64url without padding (RFC 4648 §5), the encoding of every binary value on the wire
 * (ciphertexts, key ids, MACs, body hashes). Decoding is strict: only the alphabet, no padding,
 * and only the one canonical spelling of each byte string, so a value has exactly one encoding.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUES = new Map([...ALPHABET].map((char, index) => [char, index]));

export const BASE64URL_PATTERN = /^[A-Za-z0-9_-]*$/;

export function base64UrlEncode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i] ?? 0;
    const b1 = bytes[i + 1] ?? 0;
    const b2 = bytes[i + 2] ?? 0;
    const n = (b0 << 16) | (b1 << 8) | b2;
    out += ALPHABET.charAt((n >> 18) & 63) + ALPHABET.charAt((n >> 12) & 63);
    if (i + 1 < bytes.length) out += ALPHABET.charAt((n >> 6) & 63);
    if (i + 2 < bytes.length) out += ALPHABET.charAt(n & 63);
  }
  return out;
}

/** The bytes of a canonical base64url string; `undefined` for anything else. */
export function base64UrlDecode(text: string): Uint8Array | undefined {
  if (!BASE64URL_PATTERN.test(text) || text.length % 4 === 1) return undefined;
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of text) {
    buffer = ((buffer << 6) | (VALUES.get(char) ?? 0)) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[index] = (buffer >> bits) & 0xff;
      index += 1;
    }
  }
  // Left-over bits must be zero: `AB` and `AC` must not both decode to the same byte.
  if ((buffer & ((1 << bits) - 1)) !== 0) return undefined;
  return bytes;
}
