import { createHmac, hkdfSync } from 'node:crypto';
import type { CodePurpose } from '@account-centre/contract';

const SALT = 'account-centre/verification-codes';
const INFO = 'hmac1';

/**
 * The key of the verification-code hash (issue 19, Low 1): HKDF-SHA-256 of KEY_ENCRYPTION_SECRET,
 * the secret that seals the private keys, which never lives in the database. A 6-digit code has
 * only 10^6 values: without a key, a read of `verification_codes` recovers a live code at once.
 * Every instance with the same secret derives the same key. The server always has a secret
 * (decision 041: required with DATABASE_URL, generated into DATA_DIR otherwise); only tests that
 * build a configuration without one get the fixed, public key.
 */
export function codeHashKey(secret: string | undefined): Buffer {
  return Buffer.from(hkdfSync('sha256', secret ?? '', SALT, INFO, 32));
}

/**
 * HMAC-SHA-256 of a code, bound to its tenant, destination and purpose: valid only for all three.
 */
export function hashCode(
  key: Buffer,
  input: { tenantId: string; destination: string; purpose: CodePurpose },
  code: string,
): Buffer {
  return createHmac('sha256', key)
    .update(`${input.tenantId}\n${input.purpose}\n${input.destination}\n${code}`, 'utf8')
    .digest();
}
