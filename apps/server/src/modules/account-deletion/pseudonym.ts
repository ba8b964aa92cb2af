import { createHmac, hkdfSync } from 'node:crypto';

const SALT = 'account-centre/erased-accounts';
const INFO = 'pseudonym1';

/**
 * The pseudonym an erased account's kept legal acceptances carry (decision 048): HMAC-SHA-256 of
 * tenant and product ID under a key derived (HKDF) from KEY_ENCRYPTION_SECRET, which never lives
 * in the database. The rows name no one; a person who shows their product ID in a dispute can be
 * matched to them again, nobody else can.
 */
export function pseudonymizer(
  secret: string | undefined,
): (tenantId: string, productId: string) => string {
  const key = Buffer.from(hkdfSync('sha256', secret ?? '', SALT, INFO, 32));
  return (tenantId, productId) =>
    createHmac('sha256', key).update(`${tenantId}\n${productId}`, 'utf8').digest('base64url');
}
