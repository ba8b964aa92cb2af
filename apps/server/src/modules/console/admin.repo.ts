import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';

/** The SQL of the account commands of the console and the admin tool (modules/admin). */
export class AdminRepo {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Forgets the account's wrong passwords and lifts its lock; whether it was locked now. */
  async unlock(userId: string): Promise<{ wasLocked: boolean }> {
    const row = await this.#db
      .deleteFrom('login_attempts')
      .where('user_id', '=', userId)
      .returning(sql<boolean>`coalesce(locked_until > now(), false)`.as('locked'))
      .executeTakeFirst();
    return { wasLocked: row?.locked === true };
  }

  /** Sets whether every sign-in of the account needs the double check. */
  async setDoubleCheckRequired(userId: string, required: boolean): Promise<void> {
    await this.#db
      .updateTable('users')
      .set({ double_check_required: required })
      .where('id', '=', userId)
      .execute();
  }
}
