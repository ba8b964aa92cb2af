import { randomInt } from 'node:crypto';
import {
  ageOn,
  errorMessages,
  matchLanguage,
  normalizeEmail,
  parseMobileNumber,
  type EmailRegisterRequest,
  type PhoneRegisterRequest,
  type RegisterResult,
  type SendCodeResult,
  type SendEmailCodeRequest,
  type SendSmsCodeRequest,
} from '@account-centre/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { appError } from '#lib/app-error.ts';
import { hashPassword, noPasswordMarker } from '#lib/passwords.ts';
import { assertNotCommonPassword } from '#modules/password-blocklist/password-blocklist.ts';
import type { KnownDevices } from '#modules/auth/known-devices.repo.ts';
import type { LegalService } from '#modules/legal/legal.service.ts';
import type { PhoneRegionPolicy } from '#modules/user/phone-region.policy.ts';
import type { UserRepo } from '#modules/user/user.repo.ts';
import type {
  SendCodeInput,
  VerificationService,
} from '#modules/verification/verification.service.ts';
import type { AccountEvents } from '#modules/webhooks/webhook-events.ts';

/** A 10-digit product ID that does not start with 0. */
function newProductId(): string {
  return String(randomInt(1_000_000_000, 10_000_000_000));
}

/** `YYYY-MM-DD`, the form of the `birth_date` column. */
function isoDate({ year, month, day }: { year: number; month: number; day: number }): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface RegistrationSettings {
  minAge: number;
  appLanguages: readonly string[];
}

/**
 * Who asks: the tenant the account and code are for, the brand the message is written for, and the
 * client the sending limits count.
 */
type RequestContext = Pick<SendCodeInput, 'tenantId' | 'brandName' | 'clientIp'>;

/** What the new account is signed up with: its e-mail address or its phone number (E.164). */
/** The tenant the account is created in, and the device it registers from (decision 026). */
export interface RegisterContext {
  tenantId: string;
  deviceToken: string;
}

type Identity = { email: string; phone?: undefined } | { phone: string; email?: undefined };

/**
 * Registration (spec §2) by e-mail code or by SMS code. The code proves the address or number;
 * the account gets a product ID, the password's first history entry and the accepted agreement.
 */
export class RegistrationService {
  readonly #db: Kysely<Database>;
  readonly #users: UserRepo;
  readonly #codes: VerificationService;
  readonly #legal: LegalService;
  readonly #phoneRegions: PhoneRegionPolicy;
  readonly #settings: RegistrationSettings;
  readonly #devices: KnownDevices;
  readonly #events: AccountEvents | undefined;

  constructor(deps: {
    db: Kysely<Database>;
    users: UserRepo;
    codes: VerificationService;
    legal: LegalService;
    phoneRegions: PhoneRegionPolicy;
    settings: RegistrationSettings;
    devices: KnownDevices;
    /** Account events to the tenant's webhook endpoints (decision 054). */
    events?: AccountEvents | undefined;
  }) {
    this.#db = deps.db;
    this.#events = deps.events;
    this.#users = deps.users;
    this.#codes = deps.codes;
    this.#legal = deps.legal;
    this.#phoneRegions = deps.phoneRegions;
    this.#settings = deps.settings;
    this.#devices = deps.devices;
  }

  /** Sends a registration code to an e-mail address not yet signed up in the tenant (else 30901). */
  async sendEmailCode(
    input: SendEmailCodeRequest,
    context: RequestContext,
  ): Promise<SendCodeResult> {
    const email = normalizeEmail(input.email);
    if (await this.#users.emailExists(context.tenantId, email)) {
      throw appError('emailAlreadySignedUp');
    }
    return this.#codes.send({
      channel: 'email',
      destination: email,
      purpose: 'register',
      language: input.language,
      ...context,
    });
  }

  /**
   * Sends a registration code by SMS to a mobile number not yet signed up in the tenant (else
   * 30900), of a region that allows phone registration (else 40310).
   */
  async sendSmsCode(input: SendSmsCodeRequest, context: RequestContext): Promise<SendCodeResult> {
    const phone = this.#allowedPhone(input);
    if (await this.#users.phoneExists(context.tenantId, phone)) {
      throw appError('mobileAlreadySignedUp');
    }
    return this.#codes.send({
      channel: 'sms',
      destination: phone,
      purpose: 'register',
      language: input.language,
      ...context,
    });
  }

  /**
   * Verifies the e-mail code and creates the account in the tenant (30901 when the address is
   * taken there).
   */
  async registerByEmail(
    input: EmailRegisterRequest,
    { tenantId, deviceToken }: RegisterContext,
  ): Promise<RegisterResult> {
    const email = normalizeEmail(input.email);
    this.#assertOldEnough(input);
    if (await this.#users.emailExists(tenantId, email)) throw appError('emailAlreadySignedUp');
    return this.#createAccount({ tenantId, deviceToken }, { email }, input);
  }

  /**
   * Verifies the SMS code and creates the account in the tenant with the phone number and no
   * e-mail address (30900 when the number is taken there).
   */
  async registerByPhone(
    input: PhoneRegisterRequest,
    { tenantId, deviceToken }: RegisterContext,
  ): Promise<RegisterResult> {
    const phone = this.#allowedPhone(input);
    this.#assertOldEnough(input);
    if (await this.#users.phoneExists(tenantId, phone)) throw appError('mobileAlreadySignedUp');
    return this.#createAccount({ tenantId, deviceToken }, { phone }, input);
  }

  /**
   * Decision 050: an account for a person signed in by another provider, whose e-mail address that
   * provider verified. The same rules as a registration (agreement, minimum age, country, product
   * ID, the registration's legal acceptance) but no password: the stored hash is a marker no
   * password matches (`hasPassword` is false) until a reset sets one. `then` runs in the
   * account's transaction (the connector links the identity there).
   */
  async registerFromUpstream(
    input: Pick<EmailRegisterRequest, 'country' | 'birthDate' | 'language'> & {
      email: string;
      /** Decision 056: the registration code that proves an address the upstream did not verify. */
      code?: string | undefined;
    },
    { tenantId, deviceToken }: RegisterContext,
    then: (trx: Kysely<Database>, userId: string) => Promise<void>,
  ): Promise<{ userId: string }> {
    this.#assertOldEnough(input);
    const email = normalizeEmail(input.email);
    if (await this.#users.emailExists(tenantId, email)) throw appError('emailAlreadySignedUp');
    const codeId =
      input.code === undefined
        ? undefined
        : await this.#codes.check({
            tenantId,
            destination: email,
            purpose: 'register',
            code: input.code,
          });
    const language = matchLanguage(input.language, this.#settings.appLanguages) ?? 'en';
    return this.#db.transaction().execute(async (trx) => {
      if (codeId !== undefined) await this.#codes.consume(trx, codeId);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const userId = await this.#users.insertIfAbsent(trx, {
          email,
          tenantId,
          productId: newProductId(),
          passwordHash: noPasswordMarker(),
          country: input.country,
          birthDate: isoDate(input.birthDate),
          language,
          agreementAcceptedAt: new Date(),
        });
        if (userId !== undefined) {
          await this.#devices.remember(trx, userId, deviceToken);
          await this.#legal.recordRegistrationAcceptance(trx, { userId, country: input.country });
          await this.#events?.emit(trx, { type: 'user.created', userId, tenantId });
          await then(trx, userId);
          return { userId };
        }
        if (await this.#users.emailExists(tenantId, email, trx)) {
          throw appError('emailAlreadySignedUp');
        }
      }
      throw new Error('could not draw a free product ID');
    });
  }

  /** The request's number in E.164: valid (else 10007 `invalid phone`) and of an allowed region. */
  #allowedPhone(input: { areaCode: string; phone: string }): string {
    // The request schema has checked it already; this is the parse that yields the number.
    const mobile = parseMobileNumber(input.areaCode, input.phone);
    if (!mobile) throw appError('invalidParameter', errorMessages.invalidPhone);
    this.#phoneRegions.assertAllowed(mobile.e164);
    return mobile.e164;
  }

  /** Spec §5: under MIN_AGE no account is created (40030, the age in `msg`). */
  #assertOldEnough(input: Pick<EmailRegisterRequest, 'birthDate'>): void {
    const { minAge } = this.#settings;
    if (ageOn(input.birthDate) < minAge) {
      throw appError('underMinimumAge', `must be at least ${minAge} years old`);
    }
  }

  /**
   * Checks the code sent to the identity in the tenant and creates the account there. The code is
   * used up in the transaction that creates the account, so of parallel submissions exactly one
   * succeeds; the unique index settles a race for the same address or number (30901/30900).
   */
  async #createAccount(
    { tenantId, deviceToken }: RegisterContext,
    identity: Identity,
    input: Omit<EmailRegisterRequest, 'email'>,
  ): Promise<RegisterResult> {
    const destination = identity.email ?? identity.phone;
    // Before the code check: a common password leaves the code usable for a better one.
    assertNotCommonPassword(input.password);
    const codeId = await this.#codes.check({
      tenantId,
      destination,
      purpose: 'register',
      code: input.code,
    });
    // Hash before the transaction: it takes tens of milliseconds and must not hold a connection.
    const passwordHash = await hashPassword(input.password);
    const language = matchLanguage(input.language, this.#settings.appLanguages) ?? 'en';

    return this.#db.transaction().execute(async (trx) => {
      await this.#codes.consume(trx, codeId);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const productId = newProductId();
        const userId = await this.#users.insertIfAbsent(trx, {
          ...identity,
          tenantId,
          productId,
          passwordHash,
          country: input.country,
          birthDate: isoDate(input.birthDate),
          language,
          agreementAcceptedAt: new Date(),
        });
        if (userId !== undefined) {
          await this.#users.addPasswordHistory(trx, userId, passwordHash);
          // The code proved the mailbox or phone from this device: it signs in without a double check.
          await this.#devices.remember(trx, userId, deviceToken);
          await this.#legal.recordRegistrationAcceptance(trx, { userId, country: input.country });
          await this.#events?.emit(trx, { type: 'user.created', userId, tenantId });
          return { productId };
        }
        if (
          identity.email !== undefined &&
          (await this.#users.emailExists(tenantId, identity.email, trx))
        ) {
          throw appError('emailAlreadySignedUp');
        }
        if (
          identity.phone !== undefined &&
          (await this.#users.phoneExists(tenantId, identity.phone, trx))
        ) {
          throw appError('mobileAlreadySignedUp');
        }
        // Otherwise the product ID was taken: draw another.
      }
      throw new Error('could not draw a free product ID');
    });
  }
}
