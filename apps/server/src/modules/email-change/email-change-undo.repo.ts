import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';

/** The undo links of e-mail changes (`email_change_undo`), each stored only as its token's hash. */
export class EmailChangeUndoRepo {
  /** Records the undo of a change, valid for `ttlSeconds` (in the change's transaction). */
  async insert(
    trx: Kysely<Database>,
    undo: { tokenHash: string; userId: string; oldEmail: string; newEmail: string },
    ttlSeconds: number,
  ): Promise<void> {
    await trx
      .insertInto('email_change_undo')
      .values({
        token_hash: undo.tokenHash,
        user_id: undo.userId,
        old_email: undo.oldEmail,
        new_email: undo.newEmail,
        expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})`,
      })
      .execute();
  }

  /**
   * Takes the open, unexpired undo of `tokenHash` for an account of the tenant (marks it used, so
   * a second use finds nothing); the account and its old address, or undefined.
   */
  async take(
    trx: Kysely<Database>,
    tenantId: string,
    tokenHash: string,
  ): Promise<{ user_id: string; old_email: string } | undefined> {
    return trx
      .updateTable('email_change_undo')
      .set({ used_at: sql<Date>`now()` })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .where('user_id', 'in', (users) =>
        users.selectFrom('users').select('id').where('tenant_id', '=', tenantId),
      )
      .returning(['user_id', 'old_email'])
      .executeTakeFirst();
  }

  /** Marks every other open undo of the account used. */
  async spendAllOf(trx: Kysely<Database>, userId: string): Promise<void> {
    await trx
      .updateTable('email_change_undo')
      .set({ used_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
  }
}
