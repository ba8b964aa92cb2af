import type { AccountName } from '@account-centre/contract';
import { sql, type Kysely } from 'kysely';
import { PreparedQuery } from '#db/prepared-query.ts';
import type { Database } from '#db/schema.ts';
import { claimAttemptUpsert, type LockoutPolicy } from '#modules/lockout/lockout.repo.ts';
import {
  accountByLoginQuery,
  loginColumnOf,
  type LoginColumn,
  type UserRow,
} from '#modules/user/user.repo.ts';

/** What a password sign-in needs to know before the hash, read by one statement. */
export interface PasswordSignInReads {
  /** The account the login name denotes in the tenant (not one whose deletion is pending). */
  user: UserRow;
  /**
   * The account lock's attempt was taken for this guess; false when the account is locked or the
   * window's attempts are used up (the guess must not be evaluated).
   */
  claimed: boolean;
  /** The account completed a sign-in or registration from this device before (`known_devices`). */
  knownDevice: boolean;
  /** The account has a confirmed authenticator app (`totp_factors`): a second step follows. */
  totpEnabled: boolean;
}

type Parameter = 'tenantId' | 'value' | 'deviceHash' | 'windowSeconds' | 'maxFailures';
type Row = UserRow & { claimed: boolean; knownDevice: boolean; totpEnabled: boolean };

/**
 * Decision 066: the password sign-in's reads before the hash in one statement — the account by
 * its login name, the claim of one attempt of its lock (atomic, the same upsert as
 * `LockoutRepo.claimAttempt`: taken before the guess is evaluated), whether the device is known
 * and whether the authenticator app is on. One round trip instead of four.
 */
export class SignInRepo {
  readonly #db: Kysely<Database>;
  readonly #policy: Pick<LockoutPolicy, 'maxFailures' | 'windowSeconds'>;
  readonly #byLogin: Record<LoginColumn, PreparedQuery<Parameter, Row>>;

  constructor(db: Kysely<Database>, policy: Pick<LockoutPolicy, 'maxFailures' | 'windowSeconds'>) {
    this.#db = db;
    this.#policy = policy;
    const query = (column: LoginColumn) =>
      new PreparedQuery<Parameter, Row>(
        ['tenantId', 'value', 'deviceHash', 'windowSeconds', 'maxFailures'],
        (p) =>
          db
            .with('account', (qb) => accountByLoginQuery(qb, column, p))
            // PostgreSQL runs a data-modifying CTE once, whether or not the statement reads it;
            // it inserts nothing when no account was found.
            .with('claim', () =>
              claimAttemptUpsert(
                db
                  .insertInto('login_attempts')
                  .columns(['user_id', 'failures', 'window_started_at'])
                  .expression(sql`SELECT account.id, 1, now() FROM account`),
                p,
              ),
            )
            .selectFrom('account')
            .selectAll('account')
            .select((eb) => [
              eb.exists(eb.selectFrom('claim').select('claim.failures')).as('claimed'),
              eb
                .exists(
                  eb
                    .selectFrom('known_devices')
                    .select('known_devices.user_id')
                    .whereRef('known_devices.user_id', '=', 'account.id')
                    .where('known_devices.device_hash', '=', p.deviceHash),
                )
                .as('knownDevice'),
              eb
                .exists(
                  eb
                    .selectFrom('totp_factors')
                    .select('totp_factors.user_id')
                    .whereRef('totp_factors.user_id', '=', 'account.id')
                    .where('totp_factors.confirmed_at', 'is not', null),
                )
                .as('totpEnabled'),
            ]),
      );
    this.#byLogin = {
      email: query('email'),
      product_id: query('product_id'),
      phone: query('phone'),
    };
  }

  /**
   * The reads of a password sign-in by `account` (a parsed login name) in `tenantId` from the
   * device whose token hashes to `deviceHash`; undefined when no account has that name (then no
   * attempt was claimed).
   */
  async passwordSignIn(
    tenantId: string,
    account: AccountName,
    deviceHash: string,
  ): Promise<PasswordSignInReads | undefined> {
    const row = await this.#byLogin[loginColumnOf(account)].executeTakeFirst(this.#db, {
      tenantId,
      value: account.value,
      deviceHash,
      windowSeconds: this.#policy.windowSeconds,
      maxFailures: this.#policy.maxFailures,
    });
    if (!row) return undefined;
    const { claimed, knownDevice, totpEnabled, ...user } = row;
    return { user, claimed, knownDevice, totpEnabled };
  }
}
