import { randomInt } from 'node:crypto';
import {
  ageOn,
  matchLanguage,
  normalizeEmail,
  type EmailRegisterRequest,
  type RegisterResult,
  type SendCodeResult,
  type SendEmailCodeRequest,
} from '@account-centre/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { appError } from '#lib/app-error.ts';
import { hashPassword } from '#lib/passwords.ts';
import type { UserRepo } from '#modules/user/user.repo.ts';
import type { VerificationService } from '#modules/verification/verification.service.ts';

/** A 10-digit product ID that does not start with 0. */
function newProductId(): string {
  return String(randomInt(1_000_000_000, 10_000_000_000));
}

export interface RegistrationSettings {
  minAge: number;
  appLanguages: readonly string[];
}

export class RegistrationService {
  readonly #db: Kysely<Database>;
  readonly #users: UserRepo;
  readonly #codes: VerificationService;
  readonly #settings: RegistrationSettings;

  constructor(deps: {
    db: Kysely<Database>;
    users: UserRepo;
    codes: VerificationService;
    settings: RegistrationSettings;
  }) {
    this.#db = deps.db;
    this.#users = deps.users;
    this.#codes = deps.codes;
    this.#settings = deps.settings;
  }

  /** Sends a registration code to an e-mail address not yet signed up (else 30901). */
  async sendEmailCode(
    input: SendEmailCodeRequest,
    request: { brandName: string; clientIp: string },
  ): Promise<SendCodeResult> {
    const email = normalizeEmail(input.email);
    if (await this.#users.emailExists(email)) throw appError('emailAlreadySignedUp');
    return this.#codes.send({
      channel: 'email',
      destination: email,
      purpose: 'register',
      language: input.language,
      brandName: request.brandName,
      clientIp: request.clientIp,
    });
  }

  /**
   * Verifies the code and creates the account. The code is used up in the transaction that
   * creates the account, so of parallel submissions exactly one succeeds.
   */
  async registerByEmail(input: EmailRegisterRequest): Promise<RegisterResult> {
    const email = normalizeEmail(input.email);
    if (ageOn(input.birthDate) < this.#settings.minAge) {
      throw appError(
        'badRequest',
        `birthDate: must be at least ${this.#settings.minAge} years old`,
      );
    }
    if (await this.#users.emailExists(email)) throw appError('emailAlreadySignedUp');
    const codeId = await this.#codes.check({
      destination: email,
      purpose: 'register',
      code: input.code,
    });
    // Hash before the transaction: it takes tens of milliseconds and must not hold a connection.
    const passwordHash = await hashPassword(input.password);
    const { year, month, day } = input.birthDate;
    const birthDate = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const language = matchLanguage(input.language, this.#settings.appLanguages) ?? 'en';

    return this.#db.transaction().execute(async (trx) => {
      await this.#codes.consume(trx, codeId);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const productId = newProductId();
        const userId = await this.#users.insertIfAbsent(trx, {
          productId,
          email,
          passwordHash,
          country: input.country,
          birthDate,
          language,
          agreementAcceptedAt: new Date(),
        });
        if (userId !== undefined) {
          await this.#users.addPasswordHistory(trx, userId, passwordHash);
          return { productId };
        }
        if (await this.#users.emailExists(email, trx)) throw appError('emailAlreadySignedUp');
        // Otherwise the product ID was taken: draw another.
      }
      throw new Error('could not draw a free product ID');
    });
  }
}
