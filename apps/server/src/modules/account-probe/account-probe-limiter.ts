import { errorCatalogue, type ErrorName } from '@account-centre/contract';
import { appError, type AppError } from '#lib/app-error.ts';
import type { AccountProbeRepo } from '#modules/account-probe/account-probe.repo.ts';

/**
 * The answers whose text tells whether an account exists (spec §8 keeps them: "The requested
 * user does NOT exist.", "The email has been signed up…"). DESIGN §5 / ASVS 6.3.8: one client
 * gets only so many of them per hour.
 */
export const ACCOUNT_PROBE_ANSWERS: readonly ErrorName[] = [
  'mobileNotSignedUp',
  'accountNotRegistered',
  'mobileAlreadySignedUp',
  'emailAlreadySignedUp',
  'emailOccupied',
  'usernameOrPasswordError',
];
const probeCodes = new Set<number>(ACCOUNT_PROBE_ANSWERS.map((name) => errorCatalogue[name].code));

/** Turns the answer over the per-IP cap into 42900 before it can reveal anything. */
export class AccountProbeLimiter {
  readonly #repo: AccountProbeRepo;
  readonly #maxPerHour: number;

  constructor(options: { repo: AccountProbeRepo; maxPerHour: number }) {
    this.#repo = options.repo;
    this.#maxPerHour = options.maxPerHour;
  }

  /** The answer to send: `error` itself, or 42900 when `clientIp` has had its share. */
  async gate(error: AppError, clientIp: string): Promise<AppError> {
    if (!probeCodes.has(error.body.code)) return error;
    const waitSeconds = await this.#repo.admit(clientIp, this.#maxPerHour);
    if (waitSeconds === undefined) return error;
    return appError('tooManyRequests', 'too many answers about accounts', {
      retryAfterSeconds: waitSeconds,
    });
  }
}
