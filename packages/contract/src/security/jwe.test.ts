import { CompactEncrypt, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { describe, expect, it } from 'vitest';
import type { ClientContext } from '#security/client-context.ts';
import { DecryptionError } from '#security/encryption.ts';
import {
  decryptContextJwe,
  decryptPasswordJwe,
  encryptContextJwe,
  encryptPasswordJwe,
  isCompactJwe,
  JwePublicKey,
  jweKeyId,
  type X25519PublicJwk,
} from '#security/jwe.ts';
import { utf8Decode, utf8Encode } from '#security/platform.ts';
import { base64UrlDecode } from '#security/base64url.ts';

const KID = 'test-key-0001';
const OTHER_KID = 'test-key-0002';
const CONTEXT: ClientContext = { region: 'eu', language: 'de', country: 'DE' };

async function x25519Pair(kid: string) {
  const pair = await generateKeyPair('ECDH-ES', { crv: 'X25519', extractable: true });
  const { x = '' } = await exportJWK(pair.publicKey);
  const jwk: X25519PublicJwk = { kty: 'OKP', crv: 'X25519', x, alg: 'ECDH-ES', use: 'enc', kid };
  return { ...pair, jwk };
}

/** What the server's key ring does: the private key of `kid`, else DecryptionError. */
function keysOf(keys: Record<string, CryptoKey>) {
  return async (kid: string): Promise<CryptoKey> => {
    const key = keys[kid];
    if (!key) throw new DecryptionError();
    return key;
  };
}

describe('JWE (ECDH-ES on X25519 + A256GCM) for the server', async () => {
  const pair = await x25519Pair(KID);
  const other = await x25519Pair(OTHER_KID);
  const keys = keysOf({ [KID]: pair.privateKey });
  const publicKey = await JwePublicKey.import(pair.jwk);

  it('encrypts a password as a standard compact JWE that the server opens', async () => {
    const value = await encryptPasswordJwe(publicKey, 'Pässword-1 ✓');
    expect(isCompactJwe(value)).toBe(true);
    expect(value.split('.')).toHaveLength(5);
    expect(value.split('.')[1]).toBe('');
    const header = JSON.parse(
      utf8Decode(base64UrlDecode(value.split('.')[0] ?? '') ?? new Uint8Array()) ?? '',
    ) as Record<string, unknown>;
    expect(header).toMatchObject({ alg: 'ECDH-ES', enc: 'A256GCM', kid: KID });
    expect(header.epk).toMatchObject({ kty: 'OKP', crv: 'X25519' });
    expect(jweKeyId(value)).toBe(KID);
    await expect(decryptPasswordJwe(value, keys)).resolves.toBe('Pässword-1 ✓');
    // Fresh ephemeral key and iv every time.
    expect(await encryptPasswordJwe(publicKey, 'Pässword-1 ✓')).not.toBe(value);
  });

  it('encrypts the context header and validates what it opens', async () => {
    const value = await encryptContextJwe(publicKey, CONTEXT);
    await expect(decryptContextJwe(value, keys)).resolves.toEqual(CONTEXT);
    // A password JWE is no context.
    const notContext = await encryptPasswordJwe(publicKey, 'secret');
    await expect(decryptContextJwe(notContext, keys)).rejects.toBeInstanceOf(DecryptionError);
  });

  it('refuses unknown keys, the wrong key, tampering and other algorithms, always as DecryptionError', async () => {
    const value = await encryptPasswordJwe(publicKey, 'secret');
    const [header = '', , iv = '', ciphertext = '', tag = ''] = value.split('.');
    // Under a key id the ring does not know.
    const otherValue = await encryptPasswordJwe(await JwePublicKey.import(other.jwk), 'secret');
    await expect(decryptPasswordJwe(otherValue, keys)).rejects.toBeInstanceOf(DecryptionError);
    // The right key id but another key's private key.
    const swapped = keysOf({ [KID]: other.privateKey });
    await expect(decryptPasswordJwe(value, swapped)).rejects.toBeInstanceOf(DecryptionError);
    const flip = (text: string) =>
      text.startsWith('A') ? `B${text.slice(1)}` : `A${text.slice(1)}`;
    for (const bad of [
      `${header}..${iv}.${flip(ciphertext)}.${tag}`,
      `${header}..${iv}.${ciphertext}.${flip(tag)}`,
      `${header}..${flip(iv)}.${ciphertext}.${tag}`,
      `${header}.AAAA.${iv}.${ciphertext}.${tag}`,
      'eyJ..a.b.c',
      'not a jwe',
      `${value}x`.repeat(40),
    ]) {
      await expect(decryptPasswordJwe(bad, keys)).rejects.toBeInstanceOf(DecryptionError);
    }
    // The same key, but a key management the server does not accept (A256GCM direct is refused
    // before any key is used; ECDH-ES+A256KW likewise).
    const wrapped = await new CompactEncrypt(utf8Encode('secret'))
      .setProtectedHeader({ alg: 'ECDH-ES+A256KW', enc: 'A256GCM', kid: KID })
      .encrypt(pair.publicKey);
    await expect(decryptPasswordJwe(wrapped, keys)).rejects.toBeInstanceOf(DecryptionError);
    const cbc = await new CompactEncrypt(utf8Encode('secret'))
      .setProtectedHeader({ alg: 'ECDH-ES', enc: 'A128CBC-HS256', kid: KID })
      .encrypt(pair.publicKey);
    await expect(decryptPasswordJwe(cbc, keys)).rejects.toBeInstanceOf(DecryptionError);
  });

  it('tells JWE values from plain passwords and the RSA formats', () => {
    expect(isCompactJwe('Password-1')).toBe(false);
    expect(isCompactJwe('enc1.test-key-0001.AAAA')).toBe(false);
    expect(isCompactJwe('a.b.c.d.e')).toBe(false);
    expect(jweKeyId('eyJhbGciOiJub25lIn0..a.b.c')).toBeUndefined();
  });

  it('refuses a public JWK that is not X25519 or has no key id', async () => {
    await expect(JwePublicKey.import({ ...pair.jwk, kid: 'x' })).rejects.toThrow(TypeError);
    await expect(
      JwePublicKey.import({ ...pair.jwk, crv: 'P-256' } as unknown as X25519PublicJwk),
    ).rejects.toThrow(TypeError);
  });
});
