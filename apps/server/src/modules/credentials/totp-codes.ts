import { Secret, TOTP } from 'otpauth';
import { openPrivateKey, sealPrivateKey } from '#modules/keys/key-sealing.ts';

/** RFC 6238 defaults every authenticator app reads: SHA-1, 6 digits, 30 s. */
const PERIOD = 30;
const DIGITS = 6;
/** One step either side: a code typed as it changes, or a clock 30 s off, still works. */
const WINDOW = 1;

/**
 * An authenticator secret as stored: sealed with KEY_ENCRYPTION_SECRET under a context that names
 * its owner (`totp.<user id>`, `staff-totp.<staff id>`), so a sealed secret moved to another row
 * does not open.
 */
export interface SealedTotp {
  sealed: string;
  context: string;
}

/** The app's view of a secret: its label and issuer (the enrolment's otpauth URI). */
export function totpOf(
  secret: SealedTotp,
  sealingSecret: string | undefined,
  { label = 'account', issuer = 'Account' }: { label?: string; issuer?: string } = {},
): TOTP {
  const bytes = openPrivateKey(secret.sealed, secret.context, sealingSecret);
  return new TOTP({
    issuer,
    label,
    digits: DIGITS,
    period: PERIOD,
    secret: new Secret({ buffer: new Uint8Array(bytes).buffer }),
  });
}

/** A new secret, sealed under `context`, and its base32 text (shown once, for the app). */
export function newTotpSecret(
  context: string,
  sealingSecret: string | undefined,
): { sealed: SealedTotp; base32: string } {
  const secret = new Secret({ size: 20 });
  return {
    sealed: { sealed: sealPrivateKey(Buffer.from(secret.bytes), context, sealingSecret), context },
    base32: secret.base32,
  };
}

/**
 * The time step a code is valid for now (±1 step), or undefined. The caller accepts a step only
 * when it is later than the last one used (`useStep` of the owner's repo): a code is taken once.
 */
export function matchingStep(totp: TOTP, code: string): number | undefined {
  const delta = totp.validate({ token: code, window: WINDOW });
  if (delta === null) return undefined;
  return TOTP.counter({ period: PERIOD }) + delta;
}
