import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import {
  SECOND_FACTOR_ERROR,
  type SecondFactorAnswer,
  type TotpSetup,
  type TotpStatus,
} from '@account-centre/contract';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '#db/schema.ts';
import { appError } from '#lib/app-error.ts';
import type { ClientInfo } from '#lib/client-info.ts';
import { hashToken, newToken } from '#lib/secrets.ts';
import {
  SECOND_FACTOR_FAILED_EVENT,
  SECURITY_EVENT_MESSAGE,
  type SecurityLog,
} from '#lib/security-events.ts';
import type { ActiveSession } from '#modules/auth/auth.repo.ts';
import { clampUserAgent } from '#modules/security/activity.repo.ts';
import { openPrivateKey, sealPrivateKey } from '#modules/keys/key-sealing.ts';
import type { SecurityService } from '#modules/security/security.service.ts';
import type { TotpRepo } from '#modules/security/totp.repo.ts';

/** RFC 6238 defaults every authenticator app reads: SHA-1, 6 digits, 30 s. */
const PERIOD = 30;
const DIGITS = 6;
/** One step either side: a code typed as it changes, or a clock 30 s off, still works. */
const WINDOW = 1;
const RECOVERY_CODES = 10;
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

export interface TotpSettings {
  /** KEY_ENCRYPTION_SECRET: seals the secrets; keys the recovery-code hashes. */
  secret: string | undefined;
  /** Lifetime of a second-factor ticket (CODE_TTL_SECONDS). */
  ticketTtlSeconds: number;
  /** Wrong answers a ticket takes (CODE_MAX_ATTEMPTS). */
  maxAttempts: number;
}

/** `xxxxx-xxxxx` of the base32 alphabet; compared without case, spaces and dashes. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/**
 * The authenticator app (RFC 6238) as a second sign-in factor (issue 24, decision 032): enrolment
 * with a secret sealed like the private keys, a first code to turn it on, ten one-time recovery
 * codes stored as keyed hashes, the sign-in's second step, and turning it off.
 */
export class TotpService {
  readonly #repo: TotpRepo;
  readonly #security: SecurityService;
  readonly #settings: TotpSettings;
  readonly #recoveryKey: Buffer;
  readonly #db: Kysely<Database>;
  readonly #log: SecurityLog | undefined;

  constructor(deps: {
    db: Kysely<Database>;
    repo: TotpRepo;
    security: SecurityService;
    settings: TotpSettings;
    /** Where a wrong second-factor code is logged (`account.second_factor_failed`). */
    log?: SecurityLog;
  }) {
    this.#db = deps.db;
    this.#log = deps.log;
    this.#repo = deps.repo;
    this.#security = deps.security;
    this.#settings = deps.settings;
    this.#recoveryKey = Buffer.from(
      hkdfSync('sha256', deps.settings.secret ?? '', 'account-centre/recovery-codes', 'hmac1', 32),
    );
  }

  #hashRecovery(userId: string, code: string): string {
    return createHmac('sha256', this.#recoveryKey)
      .update(`${userId}\n${normalizeRecoveryCode(code)}`)
      .digest('hex');
  }

  #totpOf(userId: string, sealed: string, label = 'account', issuer = 'Account'): TOTP {
    const secret = openPrivateKey(sealed, `totp.${userId}`, this.#settings.secret);
    return new TOTP({
      issuer,
      label,
      digits: DIGITS,
      period: PERIOD,
      secret: new Secret({ buffer: new Uint8Array(secret).buffer }),
    });
  }

  /** The time step a code is valid for now (±1), or undefined. */
  #stepOf(totp: TOTP, code: string): number | undefined {
    const delta = totp.validate({ token: code, window: WINDOW });
    if (delta === null) return undefined;
    return TOTP.counter({ period: PERIOD }) + delta;
  }

  async status(userId: string): Promise<TotpStatus> {
    const factor = await this.#repo.find(userId);
    const enabled = factor?.confirmed === true;
    return { enabled, recoveryCodesLeft: enabled ? await this.#repo.recoveryCodesLeft(userId) : 0 };
  }

  async isEnabled(userId: string): Promise<boolean> {
    return (await this.#repo.find(userId))?.confirmed === true;
  }

  /** A new secret for the app (not on until confirmed). Recent sign-in, else 40071; on → 40901. */
  async setup(session: ActiveSession, label: string, issuer: string): Promise<TotpSetup> {
    await this.#security.requireRecentSignIn(session);
    const secret = new Secret({ size: 20 });
    const sealed = sealPrivateKey(
      Buffer.from(secret.bytes),
      `totp.${session.userId}`,
      this.#settings.secret,
    );
    if (!(await this.#repo.saveUnconfirmed(session.userId, sealed))) {
      throw appError('totpAlreadyEnabled');
    }
    const totp = this.#totpOf(session.userId, sealed, label, issuer);
    return { secret: secret.base32, uri: totp.toString() };
  }

  /**
   * The app's first code turns it on and gives the ten recovery codes (shown once; only their
   * keyed hashes are kept). Wrong code → 40018; nothing set up → 40401; already on → 40901.
   */
  async confirm(session: ActiveSession, code: string, client: ClientInfo): Promise<string[]> {
    const factor = await this.#repo.find(session.userId);
    if (!factor) throw appError('securityItemNotFound');
    if (factor.confirmed) throw appError('totpAlreadyEnabled');
    const step = this.#stepOf(this.#totpOf(session.userId, factor.sealedSecret), code);
    if (step === undefined) throw appError('secondFactorInvalid');
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    await this.#db.transaction().execute(async (trx) => {
      if (!(await this.#repo.useStep(trx, session.userId, step, true))) {
        throw appError('secondFactorInvalid');
      }
      await this.#repo.replaceRecoveryCodes(
        trx,
        session.userId,
        codes.map((one) => this.#hashRecovery(session.userId, one)),
      );
      await this.#security.record(session.userId, 'totp-enabled', client, trx);
    });
    return codes;
  }

  /** Turns the app off (its secret and recovery codes are deleted). Recent sign-in, else 40071. */
  async disable(session: ActiveSession, client: ClientInfo): Promise<void> {
    await this.#security.requireRecentSignIn(session);
    if (!(await this.#repo.remove(session.userId))) throw appError('securityItemNotFound');
    await this.#security.record(session.userId, 'totp-disabled', client);
  }

  /** The token call's answer asking for the second factor (in the caller's transaction). */
  async issueTicket(
    executor: Kysely<Database>,
    userId: string,
    clientId: string,
  ): Promise<SecondFactorAnswer> {
    const ticket = newToken();
    await this.#repo.insertTicket(
      { hash: hashToken(ticket), userId, clientId, ttlSeconds: this.#settings.ticketTtlSeconds },
      executor,
    );
    return {
      error: SECOND_FACTOR_ERROR,
      error_description: 'second factor required',
      second_factor_token: ticket,
      expires_in: this.#settings.ticketTtlSeconds,
    };
  }

  /**
   * Checks the second step: the ticket (dead → 40102) and a code or recovery code. A wrong one
   * counts against the ticket (CODE_MAX_ATTEMPTS, then it is dead) → 40018. Right: `complete`
   * runs in the transaction that uses ticket and code up (a code's step is accepted once).
   */
  async verify<T>(
    input: { ticket: string; code?: string | undefined; recoveryCode?: string | undefined },
    context: { tenantId: string; clientId: string; client: ClientInfo },
    complete: (trx: Kysely<Database>, userId: string) => Promise<T>,
  ): Promise<T> {
    const hash = hashToken(input.ticket);
    const max = this.#settings.maxAttempts;
    const ticket = await this.#repo.findTicket(hash, context.tenantId, max);
    if (!ticket || ticket.clientId !== context.clientId) throw appError('sessionExpired');
    const { userId } = ticket;
    const factor = await this.#repo.find(userId);
    if (!factor?.confirmed) throw appError('sessionExpired');
    const wrong = async () => {
      await this.#repo.countWrongAnswer(hash);
      this.#log?.info(
        {
          event: SECOND_FACTOR_FAILED_EVENT,
          userId,
          factor: input.code === undefined ? 'recovery-code' : 'totp',
          ip: context.client.ip,
          userAgent: clampUserAgent(context.client.userAgent),
        },
        SECURITY_EVENT_MESSAGE,
      );
      return appError('secondFactorInvalid');
    };
    if ((input.code === undefined) === (input.recoveryCode === undefined)) throw await wrong();
    let step: number | undefined;
    if (input.code !== undefined) {
      step = this.#stepOf(this.#totpOf(userId, factor.sealedSecret), input.code);
      if (step === undefined) throw await wrong();
    }
    const result = await this.#db.transaction().execute(async (trx) => {
      const used =
        step !== undefined
          ? await this.#repo.useStep(trx, userId, step, false)
          : await this.#repo.useRecoveryCode(
              trx,
              userId,
              this.#hashRecovery(userId, input.recoveryCode ?? ''),
            );
      if (!used) return { wrong: true as const };
      if (!(await this.#repo.useTicket(trx, hash, max))) throw appError('sessionExpired');
      if (step === undefined) {
        await this.#security.record(userId, 'recovery-code-used', context.client, trx);
      }
      return { wrong: false as const, value: await complete(trx, userId) };
    });
    if (result.wrong) throw await wrong();
    return result.value;
  }
}
