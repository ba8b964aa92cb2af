import * as z from 'zod/mini';
import { envelopeSchema } from '#envelope.ts';
import { ENCRYPTION_ALGORITHM } from '#security/encryption.ts';
import { JWE_KEY_ALGORITHM } from '#security/jwe.ts';

/**
 * POST {publicKey} (spec §7 "fetches a public key for encryption"; no body): the server's current
 * RSA key (≥ 3072 bits) for `encryptPassword` and `encryptContext`, and (decision 060) its X25519
 * companion `jweJwk` for the JWE recipes. Pass `jwk` (or `spki`) and
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
  /**
   * Decision 060: the X25519 key of the same key id for `encryptPasswordJwe` and
   * `encryptContextJwe` (compact JWE, ECDH-ES + A256GCM), cheaper to open than RSA-OAEP. Clients
   * use it when present and when their platform has X25519, else the RSA key above; a server
   * before decision 060 does not send it.
   */
  jweJwk: z.optional(
    z.object({
      kty: z.literal('OKP'),
      crv: z.literal('X25519'),
      x: z.string(),
      alg: z.literal(JWE_KEY_ALGORITHM),
      use: z.literal('enc'),
      kid: z.string(),
    }),
  ),
  cacheSeconds: z.int().check(z.positive()),
  serverTime: z.int().check(z.positive()),
});
export type PublicKeyResult = z.infer<typeof publicKeyResultSchema>;
export const publicKeyResponseSchema = envelopeSchema(publicKeyResultSchema);
