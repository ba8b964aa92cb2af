import { randomInt } from 'node:crypto';
import type { SliderChallenge, SliderTicket, SliderVerifyRequest } from '@account-centre/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { appError } from '#lib/app-error.ts';
import { hashToken, newToken } from '#lib/secrets.ts';
import type { SliderRepo } from '#modules/slider/slider.repo.ts';
import type { SliderProofOfWork } from '#modules/slider/slider-proof-of-work.ts';
import { judgeTrace } from '#modules/slider/slider-trace.ts';

export interface SliderSettings {
  challengeTtlSeconds: number;
  ticketTtlSeconds: number;
  maxChallengesPerIpPerHour: number;
}

/**
 * Where gaps may be: far enough from the resting handle (0) that reaching one takes a real
 * movement, and short of the end so that "press End" is not an answer.
 */
export const TARGET_RANGE = { min: 30, max: 90 } as const;
/** ± percentage points: about ten pixels on a phone-wide track, exact for arrow keys. */
export const TARGET_TOLERANCE = 3;

/**
 * Slide-to-verify (spec §2, §4): a one-time challenge with a random gap; an answer whose final
 * position and movement are plausible earns a short-lived single-use ticket, which the protected
 * calls require (`slider.guard.ts`). A challenge and its ticket belong to the tenant of the
 * request that fetched the challenge and work there only; the per-IP cap counts every tenant. State
 * is in the database only (DESIGN §2).
 */
export class SliderService {
  readonly #db: Kysely<Database>;
  readonly #repo: SliderRepo;
  readonly #settings: SliderSettings;
  readonly #log: FastifyBaseLogger;
  readonly #proofOfWork: SliderProofOfWork | undefined;

  /** With `proofOfWork`, every challenge carries one and every answer must bring its solution. */
  constructor(deps: {
    db: Kysely<Database>;
    repo: SliderRepo;
    settings: SliderSettings;
    log: FastifyBaseLogger;
    proofOfWork?: SliderProofOfWork | undefined;
  }) {
    this.#db = deps.db;
    this.#repo = deps.repo;
    this.#settings = deps.settings;
    this.#log = deps.log;
    this.#proofOfWork = deps.proofOfWork;
  }

  /** A new challenge for `tenantId`; 42900 (with the wait) over the per-IP cap. */
  async issueChallenge(clientIp: string, tenantId: string): Promise<SliderChallenge> {
    const { challengeTtlSeconds, maxChallengesPerIpPerHour } = this.#settings;
    const target = randomInt(TARGET_RANGE.min, TARGET_RANGE.max + 1);
    const challengeId = await this.#db.transaction().execute(async (trx) => {
      await this.#repo.lockClientIp(trx, clientIp);
      const recent = await this.#repo.countRecent(trx, clientIp);
      if (recent.count >= maxChallengesPerIpPerHour) {
        const wait = Math.max(1, recent.oldestLeavesInSeconds);
        throw appError('tooManyRequests', 'slider challenge limit reached for this client', {
          retryAfterSeconds: wait,
        });
      }
      return this.#repo.insert(trx, {
        tenantId,
        target,
        tolerance: TARGET_TOLERANCE,
        clientIp,
        ttlSeconds: challengeTtlSeconds,
      });
    });
    const issued: SliderChallenge = {
      challengeId,
      target,
      tolerance: TARGET_TOLERANCE,
      expiresInSeconds: challengeTtlSeconds,
    };
    if (this.#proofOfWork) {
      issued.proofOfWork = await this.#proofOfWork.issue(challengeId, challengeTtlSeconds);
    }
    return issued;
  }

  /**
   * Answers a challenge of `tenantId`, which is used up whatever the outcome (a new answer needs a
   * new challenge). Passed: a ticket for one protected call. Otherwise 40021 with `msg` saying
   * whether the challenge was gone (or another tenant's), the position off target or the movement
   * implausible. With the proof of work on, its solution is checked first: missing, forged,
   * expired or another challenge's is 40021 too, and the challenge stays unanswered (nothing
   * changes; a replayed solution finds its challenge used up).
   */
  async verify(answer: SliderVerifyRequest, tenantId: string): Promise<SliderTicket> {
    const { ticketTtlSeconds } = this.#settings;
    if (this.#proofOfWork) {
      const refusal = await this.#proofOfWork.refusal(answer.proofOfWork, answer.challengeId);
      if (refusal !== undefined) {
        this.#log.info({ reason: refusal }, 'slider answer refused');
        throw appError('sliderFailed', refusal);
      }
    }
    const ticket = newToken();
    // Nothing is thrown inside: a refused answer must commit, so the challenge stays used up.
    const verdict = await this.#db.transaction().execute(async (trx) => {
      const challenge = await this.#repo.answer(trx, answer.challengeId, tenantId);
      if (!challenge) return undefined;
      const judged = judgeTrace(answer, challenge);
      if (judged.passed) {
        await this.#repo.attachTicket(trx, answer.challengeId, {
          hash: hashToken(ticket),
          ttlSeconds: ticketTtlSeconds,
        });
      }
      return judged;
    });
    if (!verdict) throw appError('sliderFailed', 'challenge unknown, expired or used');
    if (!verdict.passed) {
      // The detail helps operators tune the rules; the client learns only the kind of failure.
      this.#log.info({ reason: verdict.reason, input: answer.input }, 'slider answer refused');
      throw appError('sliderFailed', verdict.failure);
    }
    return { ticket, expiresInSeconds: ticketTtlSeconds };
  }

  /**
   * Uses up the ticket of a protected call of `tenantId`: 40020 when it is missing, unknown (or
   * another tenant's), expired or used.
   */
  async useTicket(ticket: string | undefined, tenantId: string): Promise<void> {
    if (ticket === undefined || ticket === '') {
      throw appError('sliderRequired', 'slider ticket required');
    }
    if (!(await this.#repo.useTicket(hashToken(ticket), tenantId))) {
      throw appError('sliderRequired', 'slider ticket expired or used');
    }
  }
}
