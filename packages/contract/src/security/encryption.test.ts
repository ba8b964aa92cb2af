import { describe, expect, it } from 'vitest';
import { base64UrlDecode, base64UrlEncode } from '#security/base64url.ts';
import type { ClientContext } from '#security/client-context.ts';
import {
  CLIENT_CONTEXT_PREFIX,
  clientContextKeyId,
  decryptContext,
  decryptPassword,
  DecryptionError,
  encryptContext,
  EncryptionPublicKey,
  encryptPassword,
  ENCRYPTED_PASSWORD_PREFIX,
  isEncryptedPassword,
  MIN_RSA_MODULUS_BITS,
  type RsaPublicJwk,
} from '#security/encryption.ts';
import { webCrypto, type WebCryptoKey } from '#security/platform.ts';

const KID = 'test-key-0001';
const OTHER_KID = 'test-key-0002';
const CONTEXT: ClientContext = { region: 'eu', language: 'de', country: 'DE' };

async function rsaKeyPair(bits = MIN_RSA_MODULUS_BITS) {
  const { subtle } = webCrypto();
  const pair = await subtle.generateKey(
    {
      name: 'RSA-OAEP',
      hash: 'SHA-256',
      modulusLength: bits,
      publicExponent: Uint8Array.from([1, 0, 1]),
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const jwk = (await subtle.exportKey('jwk', pair.publicKey)) as RsaPublicJwk;
  const spki = new Uint8Array(await subtle.exportKey('spki', pair.publicKey));
  return { ...pair, jwk, spki };
}

/** What the server's key ring does: RSA-OAEP-SHA-256 with the key of `kid`, else DecryptionError. */
function rsaDecrypter(keys: Record<string, WebCryptoKey>) {
  return async (kid: string, ciphertext: Uint8Array): Promise<Uint8Array> => {
    const key = keys[kid];
    if (!key) throw new DecryptionError();
    try {
      return new Uint8Array(
        await webCrypto().subtle.decrypt({ name: 'RSA-OAEP' }, key, ciphertext),
      );
    } catch {
      throw new DecryptionError();
    }
  };
}

describe('encryption for the server (Web Crypto in Node)', async () => {
  const pair = await rsaKeyPair();
  const decrypt = rsaDecrypter({ [KID]: pair.privateKey });

  it('encrypts a password with the JWK, the SPKI or an imported key; the server decrypts it', async () => {
    const imported = await EncryptionPublicKey.import(pair.jwk);
    for (const key of [pair.jwk, pair.spki, base64UrlEncode(pair.spki), imported]) {
      const value = await encryptPassword(key, KID, 'Secret123!');
      expect(value).toMatch(
        new RegExp(`^${ENCRYPTED_PASSWORD_PREFIX}\\.${KID}\\.[A-Za-z0-9_-]{512}$`),
      );
      expect(isEncryptedPassword(value)).toBe(true);
      expect(await decryptPassword(value, decrypt)).toBe('Secret123!');
    }
    // Randomised: the same password never encrypts the same way twice.
    const [a, b] = await Promise.all([1, 2].map(() => encryptPassword(imported, KID, 'x')));
    expect(a).not.toBe(b);
    // Non-ASCII survives the round trip byte for byte.
    expect(
      await decryptPassword(await encryptPassword(imported, KID, '\uFEFFpässwörd✓'), decrypt),
    ).toBe('\uFEFFpässwörd✓');
  });

  it('refuses keys under 3072 bits and passwords over the plaintext limit', async () => {
    const small = await rsaKeyPair(2048);
    await expect(encryptPassword(small.jwk, KID, 'Secret123')).rejects.toThrow(RangeError);
    const key = await EncryptionPublicKey.import(pair.spki);
    expect(key.maxPlaintextBytes).toBe(318);
    await expect(encryptPassword(key, KID, 'x'.repeat(319))).rejects.toThrow(RangeError);
    await expect(encryptPassword(key, 'bad kid', 'x')).rejects.toThrow(TypeError);
  });

  it('gives one DecryptionError for every bad password value', async () => {
    const good = await encryptPassword(pair.jwk, KID, 'Secret123');
    const [, , ciphertext = ''] = good.split('.');
    const flipped = base64UrlDecode(ciphertext) ?? new Uint8Array();
    flipped[10] = (flipped[10] ?? 0) ^ 1;
    const bad = [
      'enc1',
      'enc1..',
      `enc1.${KID}.`,
      `enc1.${KID}.not base64`,
      `enc1.${KID}.${ciphertext}=`,
      `enc2.${KID}.${ciphertext}`,
      `enc1.${OTHER_KID}.${ciphertext}`,
      `enc1.${KID}.${ciphertext}.extra`,
      `enc1.${KID}.${base64UrlEncode(flipped)}`,
      `enc1.${KID}.${ciphertext.slice(4)}`,
      `enc1.${KID}.${'A'.repeat(2000)}`,
    ];
    for (const value of bad) {
      await expect(decryptPassword(value, decrypt)).rejects.toEqual(new DecryptionError());
    }
  });

  it('encrypts the client context (hybrid RSA-OAEP + AES-GCM); the server decrypts it', async () => {
    const header = await encryptContext(pair.jwk, KID, CONTEXT);
    const parts = header.split('.');
    expect(parts).toHaveLength(5);
    expect(parts[0]).toBe(CLIENT_CONTEXT_PREFIX);
    expect(clientContextKeyId(header)).toBe(KID);
    expect(header.length).toBeLessThan(800);
    expect(await decryptContext(header, decrypt)).toEqual(CONTEXT);
    expect(await encryptContext(pair.jwk, KID, CONTEXT)).not.toBe(header);
    await expect(
      encryptContext(pair.jwk, KID, { ...CONTEXT, region: 'mars' } as unknown as ClientContext),
    ).rejects.toThrow();
  });

  it('gives one DecryptionError for a tampered, truncated or foreign context header', async () => {
    const header = await encryptContext(pair.jwk, KID, CONTEXT);
    const [prefix, kid, wrapped = '', iv = '', ciphertext = ''] = header.split('.');
    const flip = (text: string, at: number) => {
      const bytes = base64UrlDecode(text) ?? new Uint8Array();
      bytes[at] = (bytes[at] ?? 0) ^ 1;
      return base64UrlEncode(bytes);
    };
    const other = await rsaKeyPair();
    const foreign = await encryptContext(other.jwk, KID, CONTEXT);
    const bad = [
      '',
      'ctx1',
      [prefix, kid, wrapped, iv].join('.'),
      [prefix, kid, wrapped, iv, flip(ciphertext, 0)].join('.'),
      [prefix, kid, wrapped, flip(iv, 0), ciphertext].join('.'),
      [prefix, kid, flip(wrapped, 5), iv, ciphertext].join('.'),
      [prefix, OTHER_KID, wrapped, iv, ciphertext].join('.'),
      ['ctx2', kid, wrapped, iv, ciphertext].join('.'),
      [prefix, kid, wrapped, iv, ciphertext.slice(0, 10)].join('.'),
      foreign,
      `${header}.x`,
    ];
    for (const value of bad) {
      await expect(decryptContext(value, decrypt)).rejects.toEqual(new DecryptionError());
    }
    // The additional data binds the key id: the same ciphertext under a renamed key fails.
    const renamed = rsaDecrypter({ [KID]: pair.privateKey, [OTHER_KID]: pair.privateKey });
    await expect(
      decryptContext([prefix, OTHER_KID, wrapped, iv, ciphertext].join('.'), renamed),
    ).rejects.toEqual(new DecryptionError());
  });
});
