import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Private keys at rest (column `encryption_keys.private_key`):
 *
 * - `sealed1.<iv>.<ciphertext‖tag>`: AES-256-GCM, 12-byte random iv, 16-byte tag, additional data
 *   `sealed1.<kid>` (a sealed key cannot be moved to another key id); the AES key is
 *   HKDF-SHA-256(KEY_ENCRYPTION_SECRET, salt `account-centre/encryption-keys`, info `sealed1`).
 * - `plain.<PKCS#8 DER>` without KEY_ENCRYPTION_SECRET.
 *
 * All parts base64url.
 */
const SEALED = 'sealed1';
const PLAIN = 'plain';
const SALT = 'account-centre/encryption-keys';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A stored key that cannot be opened (no or wrong KEY_ENCRYPTION_SECRET): a setup error. */
export class KeyStoreError extends Error {
  override name = 'KeyStoreError';
}

function sealingKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, SALT, SEALED, 32));
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(`${SEALED}.`);
}

export function sealPrivateKey(pkcs8: Buffer, kid: string, secret: string | undefined): string {
  if (secret === undefined) return `${PLAIN}.${pkcs8.toString('base64url')}`;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(secret), iv);
  cipher.setAAD(Buffer.from(`${SEALED}.${kid}`, 'utf8'));
  const sealed = Buffer.concat([cipher.update(pkcs8), cipher.final(), cipher.getAuthTag()]);
  return `${SEALED}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
}

/** The PKCS#8 DER of a stored key; `KeyStoreError` when it cannot be opened. */
export function openPrivateKey(stored: string, kid: string, secret: string | undefined): Buffer {
  const [format, first = '', second = '', ...rest] = stored.split('.');
  if (format === PLAIN && second === '' && rest.length === 0) {
    return Buffer.from(first, 'base64url');
  }
  if (format === SEALED && rest.length === 0) {
    if (secret === undefined) {
      throw new KeyStoreError(
        `encryption key ${kid} is sealed: set KEY_ENCRYPTION_SECRET to the secret it was sealed with`,
      );
    }
    const iv = Buffer.from(first, 'base64url');
    const sealed = Buffer.from(second, 'base64url');
    try {
      const decipher = createDecipheriv('aes-256-gcm', sealingKey(secret), iv);
      decipher.setAAD(Buffer.from(`${SEALED}.${kid}`, 'utf8'));
      decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
        decipher.final(),
      ]);
    } catch {
      throw new KeyStoreError(`KEY_ENCRYPTION_SECRET does not open encryption key ${kid}`);
    }
  }
  throw new KeyStoreError(`encryption key ${kid} is stored in an unknown format`);
}
