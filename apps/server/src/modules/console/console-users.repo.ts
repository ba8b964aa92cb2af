import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';

export interface AccountState {
  lockedUntil: Date | null;
  disabledAt: Date | null;
  totpEnabled: boolean;
}

export interface PasskeyView {
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** The console's SQL on user accounts that no other module reads or writes. */
export class ConsoleUsersRepo {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** The lock (when still running), disabling and authenticator app of an account. */
  async state(userId: string): Promise<AccountState> {
    const row = await this.#db
      .selectFrom('users')
      .leftJoin('login_attempts', 'login_attempts.user_id', 'users.id')
      .leftJoin('totp_factors', 'totp_factors.user_id', 'users.id')
      .select([
        sql<Date | null>`CASE WHEN login_attempts.locked_until > now() THEN login_attempts.locked_until END`.as(
          'locked_until',
        ),
        'users.disabled_at',
        'totp_factors.confirmed_at',
      ])
      .where('users.id', '=', userId)
      .executeTakeFirst();
    return {
      lockedUntil: row?.locked_until ?? null,
      disabledAt: row?.disabled_at ?? null,
      totpEnabled: row?.confirmed_at !== null && row?.confirmed_at !== undefined,
    };
  }

  async passkeys(userId: string): Promise<PasskeyView[]> {
    const rows = await this.#db
      .selectFrom('passkeys')
      .select(['name', 'created_at', 'last_used_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute();
    return rows.map((row) => ({
      name: row.name,
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
    }));
  }

  /** Disables (now) or enables the account; false when it already was. */
  async setDisabled(
    userId: string,
    disabled: boolean,
    executor: Kysely<Database> = this.#db,
  ): Promise<boolean> {
    const row = await executor
      .updateTable('users')
      .set({ disabled_at: disabled ? sql<Date>`now()` : null })
      .where('id', '=', userId)
      .where('disabled_at', disabled ? 'is' : 'is not', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async isDisabled(userId: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .where('disabled_at', 'is not', null)
      .executeTakeFirst();
    return row !== undefined;
  }
}
