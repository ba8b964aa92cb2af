import { timingSafeEqual } from 'node:crypto';
import {
  errorMessages,
  VERIFICATION_CODE_LENGTH,
  type CodePurpose,
  type SendCodeResult,
} from '@account-centre/contract';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#db/schema.ts';
import { appError } from '#lib/app-error.ts';
import { randomDigits } from '#lib/secrets.ts';
import { renderCodeMessage } from '#messaging/code-message.ts';
import type { Channel, MessageTransport } from '#messaging/message.ts';
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
  readonly #transport: MessageTransport;
  readonly #settings: CodeSettings;
  readonly #log: FastifyBaseLogger;

  constructor(deps: {
    db: Kysely<Database>;
    repo: VerificationRepo;
    transport: MessageTransport;
    settings: CodeSettings;
    log: FastifyBaseLogger;
  }) {
    this.#db = deps.db;
    this.#repo = deps.repo;
    this.#transport = deps.transport;
    this.#settings = deps.settings;
    this.#log = deps.log;
  }

  /**
   * Creates and delivers a code. 11003 within the cool-down (with `retryAfterSeconds`), 11004
   * over the hourly cap of the destination or of the client IP, 11002 when delivery fails.
   */
  async send(input: SendCodeInput): Promise<SendCodeResult> {
    const { ttlSeconds, resendCooldownSeconds, maxSendsPerHour, maxSendsPerIpPerHour } =
      this.#settings;
    const code = randomDigits(VERIFICATION_CODE_LENGTH);
    const id = await this.#db.transaction().execute(async (trx) => {
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
      return this.#repo.insert(trx, {
        tenantId: input.tenantId,
        destination: input.destination,
        purpose: input.purpose,
        codeHash: hashCode(this.#settings.hashKey, input, code).toString('hex'),
        ttlSeconds,
        clientIp: input.clientIp,
      });
    });

    const message = renderCodeMessage({
      channel: input.channel,
      to: input.destination,
      purpose: input.purpose,
      code,
      language: input.language,
      brandName: input.brandName,
      ttlSeconds,
    });
    try {
      await this.#transport.send(message);
    } catch (error) {
      // Neither the destination nor the code goes to the log.
      this.#log.error(
        { err: error, channel: input.channel, transport: this.#transport.name },
        'code delivery failed',
      );
      // A code never delivered must neither be usable nor count against the limits.
      await this.#repo.delete(id);
      throw appError('codeSendFailed');
    }
    return { cooldownSeconds: resendCooldownSeconds, expiresInSeconds: ttlSeconds };
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

  /** Uses the checked code up inside the caller's transaction; 11001 when another request was first. */
  async consume(trx: Kysely<Database>, codeId: string): Promise<void> {
    if (!(await this.#repo.consume(trx, codeId, this.#settings.maxAttempts))) {
      throw appError('verificationCodeExpired');
    }
  }
}
