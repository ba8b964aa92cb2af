import { timingSafeEqual } from 'node:crypto';
import {
  errorMessages,
  VERIFICATION_CODE_LENGTH,
  type CodePurpose,
  type SendCodeResult,
} from '@account-centre/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { appError } from '#lib/app-error.ts';
import { randomDigits } from '#lib/secrets.ts';
import { renderCodeMessage } from '#messaging/code-message.ts';
import type { Channel } from '#messaging/message.ts';
import type { MessageQueue } from '#modules/message-queue/message-queue.service.ts';
import { hashCode } from '#modules/verification/code-hash.ts';
import type { VerificationRepo } from '#modules/verification/verification.repo.ts';

export interface CodeSettings {
  ttlSeconds: number;
  maxAttempts: number;
  resendCooldownSeconds: number;
  maxSendsPerHour: number;
  maxSendsPerIpPerHour: number;
  /** The HMAC key of the stored code hashes (`codeHashKey`). */
  hashKey: Buffer;
}

export interface SendCodeInput {
  /** The tenant the code is for (spec §6); it is valid there only. */
  tenantId: string;
  channel: Channel;
  /** Normalised destination: lower-cased e-mail address, or phone number in E.164 for SMS. */
  destination: string;
  purpose: CodePurpose;
  language: string | undefined;
  brandName: string;
  /** The requesting client's address (`request.ip`), for the per-IP cap. */
  clientIp: string;
}

export interface CheckCodeInput {
  tenantId: string;
  destination: string;
  purpose: CodePurpose;
  code: string;
}

/** The caps on code sends count over a rolling hour. */
const HOUR_SECONDS = 3600;

/**
 * Verification codes for every purpose (register, login, reset, change-email, double-check):
 * 6 CSPRNG digits, stored only as a keyed hash (HMAC, see `codeHashKey`), single use, limited lifetime and tries, resend
 * cool-down, hourly cap per destination and per client IP (DESIGN §4). A code belongs to the
 * tenant it was sent for, and so does its cool-down; the hourly caps count every tenant (one
 * mailbox, one phone, one client). All state is in the database.
 */
export class VerificationService {
  readonly #db: Kysely<Database>;
  readonly #repo: VerificationRepo;
  readonly #queue: MessageQueue;
  readonly #settings: CodeSettings;

  constructor(deps: {
    db: Kysely<Database>;
    repo: VerificationRepo;
    queue: MessageQueue;
    settings: CodeSettings;
  }) {
    this.#db = deps.db;
    this.#repo = deps.repo;
    this.#queue = deps.queue;
    this.#settings = deps.settings;
  }

  /**
   * Creates a code and queues its message in the same transaction (decision 044), then waits for
   * the first delivery try (MESSAGE_FIRST_ATTEMPT_WAIT_MS at most). The answer is a success either
   * way: `delivery: 'queued'` when the provider has not accepted it yet (it is retried while the
   * code is valid). 11003 within the cool-down (with `retryAfterSeconds`), 11004 over the hourly
   * cap of the destination or of the client IP.
   */
  async send(input: SendCodeInput): Promise<SendCodeResult> {
    const { ttlSeconds, resendCooldownSeconds, maxSendsPerHour, maxSendsPerIpPerHour } =
      this.#settings;
    const code = randomDigits(VERIFICATION_CODE_LENGTH);
    const message = renderCodeMessage({
      channel: input.channel,
      to: input.destination,
      purpose: input.purpose,
      code,
      language: input.language,
      brandName: input.brandName,
      ttlSeconds,
    });
    const messageId = await this.#db.transaction().execute(async (trx) => {
      await this.#repo.lockClientIp(trx, input.clientIp);
      await this.#repo.lockDestination(trx, input.destination);
      const latest = await this.#repo.latest(input.tenantId, input.destination, input.purpose, trx);
      if (latest) {
        const elapsed = (latest.now.getTime() - latest.createdAt.getTime()) / 1000;
        if (elapsed < resendCooldownSeconds) {
          const wait = Math.ceil(resendCooldownSeconds - elapsed);
          throw appError('codeSentTooOften', `code sent too often; retry in ${wait} seconds`, {
            retryAfterSeconds: wait,
          });
        }
      }
      if (
        (await this.#repo.countSentSince(trx, input.destination, HOUR_SECONDS)) >= maxSendsPerHour
      ) {
        throw appError('codeSendLimitReached');
      }
      // One client asking for codes to many addresses (mail bombing, probing accounts).
      if (
        (await this.#repo.countRequestedByIpSince(trx, input.clientIp, HOUR_SECONDS)) >=
        maxSendsPerIpPerHour
      ) {
        throw appError('codeSendLimitReached', 'code send limit reached for this client');
      }
      await this.#repo.insert(trx, {
        tenantId: input.tenantId,
        destination: input.destination,
        purpose: input.purpose,
        codeHash: hashCode(this.#settings.hashKey, input, code).toString('hex'),
        ttlSeconds,
        clientIp: input.clientIp,
      });
      // Not sent after the code expired.
      return this.#queue.enqueue(message, { trx, expiresInSeconds: ttlSeconds });
    });
    const delivery = await this.#queue.attempt(messageId);
    return {
      cooldownSeconds: resendCooldownSeconds,
      expiresInSeconds: ttlSeconds,
      ...(delivery === 'queued' ? { delivery } : {}),
    };
  }

  /**
   * Checks a submitted code without using it up; returns the code's id for `consume`.
   * Never requested → 10007 (`code not requested`); wrong → 11000 (the try is counted);
   * expired, used or out of tries → 11001.
   */
  async check(input: CheckCodeInput): Promise<string> {
    const latest = await this.#repo.latest(input.tenantId, input.destination, input.purpose);
    if (!latest) throw appError('invalidParameter', errorMessages.codeNotRequested);
    if (
      latest.consumedAt !== null ||
      latest.expiresAt.getTime() <= latest.now.getTime() ||
      latest.attempts >= this.#settings.maxAttempts
    ) {
      throw appError('verificationCodeExpired');
    }
    const expected = Buffer.from(latest.codeHash, 'hex');
    const actual = hashCode(this.#settings.hashKey, input, input.code);
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
      const attempts = await this.#repo.recordWrongAttempt(latest.id, this.#settings.maxAttempts);
      throw appError(
        attempts === undefined ? 'verificationCodeExpired' : 'verificationCodeInvalid',
      );
    }
    return latest.id;
  }

  /**
   * As `check`, but the try is taken (atomically, within the code's tries) before the code is
   * compared, so parallel guesses can never outrun the counter; a right code is then used up
   * with `consumeCounted`. No try left → 11001, as a used or expired code.
   */
  async checkCounted(input: CheckCodeInput): Promise<string> {
    const latest = await this.#repo.latest(input.tenantId, input.destination, input.purpose);
    if (!latest) throw appError('invalidParameter', errorMessages.codeNotRequested);
    if (latest.consumedAt !== null || latest.expiresAt.getTime() <= latest.now.getTime()) {
      throw appError('verificationCodeExpired');
    }
    const taken = await this.#repo.recordWrongAttempt(latest.id, this.#settings.maxAttempts);
    if (taken === undefined) throw appError('verificationCodeExpired');
    const expected = Buffer.from(latest.codeHash, 'hex');
    const actual = hashCode(this.#settings.hashKey, input, input.code);
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
      throw appError('verificationCodeInvalid');
    }
    return latest.id;
  }

  /** Uses up a code of `checkCounted` (its right try was counted) in the caller's transaction. */
  async consumeCounted(trx: Kysely<Database>, codeId: string): Promise<void> {
    if (!(await this.#repo.consume(trx, codeId, this.#settings.maxAttempts + 1))) {
      throw appError('verificationCodeExpired');
    }
  }

  /** Uses the checked code up inside the caller's transaction; 11001 when another request was first. */
  async consume(trx: Kysely<Database>, codeId: string): Promise<void> {
    if (!(await this.#repo.consume(trx, codeId, this.#settings.maxAttempts))) {
      throw appError('verificationCodeExpired');
    }
  }
}
