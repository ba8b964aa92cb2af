import { createHmac, randomBytes } from 'node:crypto';

/** The prefix of a Standard Webhooks secret: `whsec_<base64 key>`. */
const SECRET_PREFIX = 'whsec_';

/** A new endpoint secret: 32 random bytes, as Standard Webhooks writes it (`whsec_…`). */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/**
 * The `webhook-signature` header of a delivery (Standard Webhooks): `v1,` and the base64
 * HMAC-SHA256, under the secret's key, of `<webhook-id>.<webhook-timestamp>.<body>`.
 */
export function webhookSignature(
  secret: string,
  webhookId: string,
  timestampSeconds: number,
  body: string,
): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(6) : secret, 'base64');
  const mac = createHmac('sha256', key)
    .update(`${webhookId}.${timestampSeconds}.${body}`, 'utf8')
    .digest('base64');
  return `v1,${mac}`;
}
