import { hkdfSync, randomBytes } from 'node:crypto';
import type {
  SliderProofOfWorkChallenge,
  SliderProofOfWorkSolution,
} from '@account-centre/contract';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';

const SALT = 'account-centre/slider-proof-of-work';
const INFO = 'altcha-hmac1';

/**
 * The HMAC key that signs the proof-of-work challenges: HKDF-SHA-256 of KEY_ENCRYPTION_SECRET
 * (every instance with the secret derives the same key), or without it a random key of this
 * process (development; a solution then works only at the instance that issued its challenge).
 */
export function proofOfWorkKey(secret: string | undefined): string {
  const key =
    secret === undefined
      ? randomBytes(32)
      : Buffer.from(hkdfSync('sha256', secret, SALT, INFO, 32));
  return key.toString('hex');
}

/**
 * The optional proof of work behind the slider (ALTCHA's SHA-256 scheme, `altcha-lib`): each
 * challenge carries one whose salt names the slider challenge and its expiry, so a solution
 * serves that challenge only, until it expires; answering uses the challenge up, so it serves
 * once.
 */
export class SliderProofOfWork {
  readonly #hmacKey: string;
  readonly #maxNumber: number;

  constructor(settings: { hmacKey: string; maxNumber: number }) {
    this.#hmacKey = settings.hmacKey;
    this.#maxNumber = settings.maxNumber;
  }

  /** The size of the work at its least (SLIDER_PROOF_OF_WORK_MAX_NUMBER). */
  get baseMaxNumber(): number {
    return this.#maxNumber;
  }

  /**
   * A proof of work for the slider challenge `challengeId`, valid as long as it; `maxNumber`
   * (default the configured one) sets its size: a solver hashes half of it on average.
   */
  async issue(
    challengeId: string,
    ttlSeconds: number,
    maxNumber = this.#maxNumber,
  ): Promise<SliderProofOfWorkChallenge> {
    const issued = await createChallenge({
      algorithm: 'SHA-256',
      hmacKey: this.#hmacKey,
      maxNumber,
      params: { challengeId },
      expires: new Date(Date.now() + ttlSeconds * 1000),
    });
    return {
      algorithm: 'SHA-256',
      challenge: issued.challenge,
      maxNumber,
      salt: issued.salt,
      signature: issued.signature,
    };
  }

  /**
   * Why `solution` does not prove the work for `challengeId` (missing; another challenge's; not
   * signed by this server, wrong number or expired), or undefined when it does.
   */
  async refusal(
    solution: SliderProofOfWorkSolution | undefined,
    challengeId: string,
  ): Promise<string | undefined> {
    if (!solution) return 'proof of work missing';
    const params = extractParams(solution);
    if (params.challengeId !== challengeId || params.expires === undefined) {
      return 'proof of work of another challenge';
    }
    // Checks the signature, that the number solves it and that it has not expired.
    if (!(await verifySolution(solution, this.#hmacKey, true))) {
      return 'proof of work invalid or expired';
    }
    return undefined;
  }
}
