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
  /** The hard ceiling per address and hour: past it 42900. */
  maxChallengesPerIpPerHour: number;
  /** Challenges per address and hour without work; past it the work grows (decision 047). */
  workFreePerIpPerHour: number;
  /** SLIDER_PROOF_OF_WORK: every challenge carries work, at least the base size. */
  proofOfWorkAlways: boolean;
}

/** The largest work ever asked for (SLIDER_PROOF_OF_WORK_MAX_NUMBER's own ceiling). */
export const MAX_WORK = 10_000_000;

/**
 * The size of the proof of work for a challenge that is the address's `nth` of the hour (decision
 * 047): none within the work-free share (the base size when the work is always on), past it the
 * base size times √(nth / workFree), so the work grows with the address's volume: an office of
 * many users pays a little more each, a script that asks for n challenges hashes in proportion to
 * n^1.5 in all.
 */
export function workFor(
  nth: number,
  settings: Pick<SliderSettings, 'workFreePerIpPerHour' | 'proofOfWorkAlways'>,
  base: number,
): number | undefined {
  const { workFreePerIpPerHour: free, proofOfWorkAlways } = settings;
  if (nth <= free) return proofOfWorkAlways ? base : undefined;
  return Math.min(MAX_WORK, Math.round(base * Math.sqrt(nth / free)));
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

  /**
   * A new challenge for `tenantId`, with a proof of work whose size grows with what `clientIp`
   * (an address, an IPv6 /64) fetched this hour (`workFor`); 42900 (with the wait) over the hard
   * per-IP ceiling.
   */
  async issueChallenge(clientIp: string, tenantId: string): Promise<SliderChallenge> {
    const { challengeTtlSeconds, maxChallengesPerIpPerHour } = this.#settings;
    const target = randomInt(TARGET_RANGE.min, TARGET_RANGE.max + 1);
    const { challengeId, work } = await this.#db.transaction().execute(async (trx) => {
      await this.#repo.lockClientIp(trx, clientIp);
      const recent = await this.#repo.countRecent(trx, clientIp);
      if (recent.count >= maxChallengesPerIpPerHour) {
        const wait = Math.max(1, recent.oldestLeavesInSeconds);
        throw appError('tooManyRequests', 'slider challenge limit reached for this client', {
          retryAfterSeconds: wait,
        });
      }
      const work = this.#proofOfWork
        ? workFor(recent.count + 1, this.#settings, this.#proofOfWork.baseMaxNumber)
        : undefined;
      const id = await this.#repo.insert(trx, {
        tenantId,
        target,
        tolerance: TARGET_TOLERANCE,
        clientIp,
        ttlSeconds: challengeTtlSeconds,
        proofOfWorkMaxNumber: work,
      });
      return { challengeId: id, work };
    });
    const issued: SliderChallenge = {
      challengeId,
      target,
      tolerance: TARGET_TOLERANCE,
      expiresInSeconds: challengeTtlSeconds,
    };
    if (this.#proofOfWork && work !== undefined) {
      issued.proofOfWork = await this.#proofOfWork.issue(challengeId, challengeTtlSeconds, work);
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
    const { ticketTtlSeconds, proofOfWorkAlways } = this.#settings;
    // Always on: checked first, as before. Otherwise only the challenges that demanded work.
    const demanded =
      this.#proofOfWork &&
      (proofOfWorkAlways || (await this.#repo.demandedWork(answer.challengeId, tenantId)) != null);
    if (this.#proofOfWork && demanded) {
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
