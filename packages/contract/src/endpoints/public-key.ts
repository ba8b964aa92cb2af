import * as z from 'zod/mini';
import { envelopeSchema } from '#envelope.ts';
import { ENCRYPTION_ALGORITHM } from '#security/encryption.ts';

/**
 * POST {publicKey} (spec §7 "fetches a public key for encryption"; no body): the server's current
 * RSA key (≥ 3072 bits) for `encryptPassword` and `encryptContext`. Pass `jwk` (or `spki`) and
 * `kid` to them. Use the key for at most `cacheSeconds`: a replaced key stays valid at least that
 * long. `serverTime` (Unix ms) lets the client correct its clock for signature timestamps.
 */
export const publicKeyResultSchema = z.object({
  kid: z.string(),
  alg: z.literal(ENCRYPTION_ALGORITHM),
  jwk: z.object({
    kty: z.literal('RSA'),
    n: z.string(),
    e: z.string(),
    alg: z.literal(ENCRYPTION_ALGORITHM),
    use: z.literal('enc'),
    kid: z.string(),
  }),
  /** The same key as DER SubjectPublicKeyInfo, base64url. */
  spki: z.string(),
  cacheSeconds: z.int().check(z.positive()),
  serverTime: z.int().check(z.positive()),
});
export type PublicKeyResult = z.infer<typeof publicKeyResultSchema>;
export const publicKeyResponseSchema = envelopeSchema(publicKeyResultSchema);
