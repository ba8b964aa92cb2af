import { randomBytes } from 'node:crypto';
import {
  SECOND_FACTOR_ERROR,
  type SecondFactorAnswer,
  type TotpSetup,
  type TotpStatus,
} from '@account-centre/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { appError } from '#lib/app-error.ts';
import type { ClientInfo } from '#lib/client-info.ts';
import { hashToken, newToken } from '#lib/secrets.ts';
import { SECOND_FACTOR_FAILED_EVENT } from '#lib/security-events.ts';
import type { ActiveSession } from '#modules/session/session.repo.ts';
import type { CredentialsService } from '#modules/credentials/credentials.service.ts';
import { matchingStep, newTotpSecret, totpOf } from '#modules/credentials/totp-codes.ts';
import type { SecurityService } from '#modules/security/security.service.ts';
import type { TotpRepo } from '#modules/credentials/totp.repo.ts';

const RECOVERY_CODES = 10;
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

export interface TotpSettings {
  /** KEY_ENCRYPTION_SECRET: seals the secrets. */
  secret: string | undefined;
  /** Lifetime of a second-factor ticket (CODE_TTL_SECONDS). */
  ticketTtlSeconds: number;
  /** Answers a ticket takes, right or wrong (CODE_MAX_ATTEMPTS). */
  maxAttempts: number;
}

/** `xxxxx-xxxxx` of the base32 alphabet; compared without case, spaces and dashes. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * The authenticator app (RFC 6238) as a second sign-in factor (issue 24, decision 032): enrolment
 * with a secret sealed like the private keys, a first code to turn it on, ten one-time recovery
 * codes stored as keyed hashes, the sign-in's second step, and turning it off.
 */
export class TotpService {
  readonly #repo: TotpRepo;
  readonly #security: SecurityService;
  readonly #credentials: CredentialsService;
  readonly #settings: TotpSettings;
  readonly #db: Kysely<Database>;

  constructor(deps: {
    db: Kysely<Database>;
    repo: TotpRepo;
    security: SecurityService;
    /** The code check, its replay rule and its counting (decision 039). */
    credentials: CredentialsService;
    settings: TotpSettings;
  }) {
    this.#db = deps.db;
    this.#repo = deps.repo;
    this.#security = deps.security;
    this.#credentials = deps.credentials;
    this.#settings = deps.settings;
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
    const secret = newTotpSecret(`totp.${session.userId}`, this.#settings.secret);
    if (!(await this.#repo.saveUnconfirmed(session.userId, secret.sealed.sealed))) {
      throw appError('totpAlreadyEnabled');
    }
    const totp = totpOf(secret.sealed, this.#settings.secret, { label, issuer });
    return { secret: secret.base32, uri: totp.toString() };
  }

  /**
   * The app's first code turns it on and gives the ten recovery codes (shown once; only their
   * keyed hashes are kept). Wrong code → 40018; nothing set up → 40401; already on → 40901.
   * (Enrolment needs a signed-in session with a recent sign-in: its codes take no sign-in counter.)
   */
  async confirm(session: ActiveSession, code: string, client: ClientInfo): Promise<string[]> {
    const factor = await this.#repo.find(session.userId);
    if (!factor) throw appError('securityItemNotFound');
    if (factor.confirmed) throw appError('totpAlreadyEnabled');
    const sealed = { sealed: factor.sealedSecret, context: `totp.${session.userId}` };
    const step = matchingStep(totpOf(sealed, this.#settings.secret), code);
    if (step === undefined) throw appError('secondFactorInvalid');
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    await this.#db.transaction().execute(async (trx) => {
      if (!(await this.#repo.useStep(session.userId, step, true, trx))) {
        throw appError('secondFactorInvalid');
      }
      await this.#repo.replaceRecoveryCodes(
        trx,
        session.userId,
        codes.map((one) => this.#credentials.recoveryCodeHash(session.userId, one)),
      );
      await this.#security.record(session.userId, 'totp-enabled', client, trx);
    });
    return codes;
  }

  /**
   * A code of the account's app, accepted once in its window (the step-up proof, decision 038);
   * false when it is wrong, already used, or the app is off.
   */
  async acceptCode(userId: string, code: string): Promise<boolean> {
    return this.#credentials.userTotpMatches(userId, code);
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
   * Checks the second step (decision 039). The ticket's answer is taken first, in one atomic
   * update (CODE_MAX_ATTEMPTS answers, right or wrong); a dead, spent or foreign ticket → 40102,
   * whatever the answer. Then the code or recovery code, through the credential layer, which takes
   * an attempt of the account lock first: locked → 40102 as well (every refusal of a spent or
   * locked step looks the same). Wrong → 40018, counted towards the lock and written to the
   * activity log. Right: `complete` runs in the transaction that uses the ticket up.
   */
  async verify<T>(
    input: { ticket: string; code?: string | undefined; recoveryCode?: string | undefined },
    context: { tenantId: string; clientId: string; client: ClientInfo },
    complete: (trx: Kysely<Database>, userId: string) => Promise<T>,
  ): Promise<T> {
    const hash = hashToken(input.ticket);
    const userId = await this.#repo.claimTicketAnswer(
      { hash, tenantId: context.tenantId, clientId: context.clientId },
      this.#settings.maxAttempts,
    );
    if (userId === undefined) throw appError('sessionExpired');
    // Both or neither: no answer, but the ticket's attempt is spent.
    if ((input.code === undefined) === (input.recoveryCode === undefined)) {
      throw appError('secondFactorInvalid');
    }
    const principal = { kind: 'user', id: userId } as const;
    const verdict =
      input.code !== undefined
        ? await this.#credentials.verifyTotp(principal, input.code)
        : await this.#credentials.verifyRecoveryCode(principal, input.recoveryCode ?? '');
    if (verdict.locked) throw appError('sessionExpired');
    if (!verdict.right) {
      await this.#security.record(userId, 'sign-in-failed', context.client, undefined, {
        event: SECOND_FACTOR_FAILED_EVENT,
        factor: input.code === undefined ? 'recovery-code' : 'totp',
      });
      throw appError('secondFactorInvalid');
    }
    return this.#db.transaction().execute(async (trx) => {
      if (!(await this.#repo.useTicket(trx, hash))) throw appError('sessionExpired');
      if (input.code === undefined) {
        await this.#security.record(userId, 'recovery-code-used', context.client, trx);
      }
      return complete(trx, userId);
    });
  }
}
