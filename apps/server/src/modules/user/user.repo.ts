import type { AccountName } from '@account-centre/contract';
import type { Kysely, QueryCreator } from 'kysely';
import { PreparedQuery } from '#db/prepared-query.ts';
import type { Database } from '#db/schema.ts';

export interface UserRow {
  id: string;
  /** The tenant the account belongs to (spec §6). */
  tenantId: string;
  productId: string;
  email: string | null;
  phone: string | null;
  passwordHash: string;
  country: string;
  birthDate: string;
  language: string;
  createdAt: Date;
  /** Flagged: every password sign-in asks for a double check. */
  doubleCheckRequired: boolean;
  /** Disabled by staff (support console): no sign-in. */
  disabledAt: Date | null;
  /** Decision 048: deletion requested; the account is deactivated until cancelled or erased. */
  deletionRequestedAt: Date | null;
}

/** A new account is signed up by e-mail address or by phone number (E.164), never both at once. */
export type NewUser = (
  { email: string; phone?: undefined } | { phone: string; email?: undefined }
) & {
  tenantId: string;
  productId: string;
  passwordHash: string;
  country: string;
  birthDate: string;
  language: string;
  agreementAcceptedAt: Date;
};

/** The columns of a `UserRow`, qualified so that a query joining `users` may select them too. */
export const userColumns = [
  'users.id',
  'users.tenant_id as tenantId',
  'users.product_id as productId',
  'users.email',
  'users.phone',
  'users.password_hash as passwordHash',
  'users.country',
  'users.birth_date as birthDate',
  'users.language',
  'users.created_at as createdAt',
  'users.double_check_required as doubleCheckRequired',
  'users.disabled_at as disabledAt',
  'users.deletion_requested_at as deletionRequestedAt',
] as const;

/** The unique login columns of an account within its tenant. */
export type LoginColumn = 'email' | 'product_id' | 'phone';

/** The column a login name is looked up in. */
export function loginColumnOf(account: AccountName): LoginColumn {
  switch (account.kind) {
    case 'email':
      return 'email';
    case 'productId':
      return 'product_id';
    case 'phone':
      return 'phone';
  }
}

/**
 * The tenant's account whose login `column` holds `p.value` (a `PreparedQuery`'s placeholders);
 * also the first part of the password sign-in's reads (`SignInRepo`). Decision 048: an account
 * whose deletion is pending answers as an unknown one.
 */
export function accountByLoginQuery(
  db: QueryCreator<Database>,
  column: LoginColumn,
  p: { tenantId: never; value: never },
) {
  return db
    .selectFrom('users')
    .select(userColumns)
    .where('tenant_id', '=', p.tenantId)
    .where(column, '=', p.value)
    .where('deletion_requested_at', 'is', null);
}

export class UserRepo {
  readonly #db: Kysely<Database>;
  /** The lookups by login name (every password sign-in): compiled once (see PreparedQuery). */
  readonly #byLogin: Record<LoginColumn, PreparedQuery<'tenantId' | 'value', UserRow>>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
    const byLogin = (column: LoginColumn) =>
      new PreparedQuery(['tenantId', 'value'], (p) => accountByLoginQuery(db, column, p));
    this.#byLogin = {
      email: byLogin('email'),
      product_id: byLogin('product_id'),
      phone: byLogin('phone'),
    };
  }

  /** `db`: the transaction the caller is in (PGlite has one connection: a read outside it would wait). */
  findById(id: string, db: Kysely<Database> = this.#db): Promise<UserRow | undefined> {
    return db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst();
  }

  // Every lookup by a login name is within one tenant: the same address, number or (another
  // tenant's) product ID names no account in any other tenant.

  /** The tenant's account whose unique login column holds `value`. */
  #findInTenant(
    tenantId: string,
    column: LoginColumn,
    value: string,
  ): Promise<UserRow | undefined> {
    return this.#byLogin[column].executeTakeFirst(this.#db, { tenantId, value });
  }

  /** `email` must be normalised (lower-case). */
  findByEmail(tenantId: string, email: string): Promise<UserRow | undefined> {
    return this.#findInTenant(tenantId, 'email', email);
  }

  findByProductId(tenantId: string, productId: string): Promise<UserRow | undefined> {
    return this.#findInTenant(tenantId, 'product_id', productId);
  }

  /** `phone` in E.164 (`+` and digits). */
  findByPhone(tenantId: string, phone: string): Promise<UserRow | undefined> {
    return this.#findInTenant(tenantId, 'phone', phone);
  }

  /** The account of the tenant a login name denotes (see the contract's `parseAccountName`). */
  findByAccountName(tenantId: string, account: AccountName): Promise<UserRow | undefined> {
    return this.#findInTenant(tenantId, loginColumnOf(account), account.value);
  }

  /** `phone` in E.164. */
  async phoneExists(
    tenantId: string,
    phone: string,
    executor: Kysely<Database> = this.#db,
  ): Promise<boolean> {
    const row = await executor
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('phone', '=', phone)
      .executeTakeFirst();
    return row !== undefined;
  }

  async emailExists(
    tenantId: string,
    email: string,
    executor: Kysely<Database> = this.#db,
  ): Promise<boolean> {
    const row = await executor
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('email', '=', email)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Inserts the account unless its e-mail or phone is taken in its tenant or its product ID in any
   * (then undefined). Without
   * an exception, so the caller's transaction stays usable to find out which one it was.
   */
  async insertIfAbsent(trx: Kysely<Database>, user: NewUser): Promise<string | undefined> {
    const row = await trx
      .insertInto('users')
      .values({
        tenant_id: user.tenantId,
        product_id: user.productId,
        email: user.email ?? null,
        phone: user.phone ?? null,
        password_hash: user.passwordHash,
        country: user.country,
        birth_date: user.birthDate,
        language: user.language,
        agreement_accepted_at: user.agreementAcceptedAt,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  /** UserPasswords.replacePasswordHash (modules/credentials): the rehash of an imported hash. */
  async replacePasswordHash(id: string, from: string, to: string): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('users')
        .set({ password_hash: to })
        .where('id', '=', id)
        .where('password_hash', '=', from)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) return false;
      await trx
        .updateTable('password_history')
        .set({ password_hash: to })
        .where('user_id', '=', id)
        .where('password_hash', '=', from)
        .execute();
      return true;
    });
  }

  async addPasswordHistory(
    trx: Kysely<Database>,
    userId: string,
    passwordHash: string,
  ): Promise<void> {
    await trx
      .insertInto('password_history')
      .values({ user_id: userId, password_hash: passwordHash })
      .execute();
  }

  /** The newest `limit` password hashes of the account, newest first (the current one included). */
  async recentPasswordHashes(userId: string, limit: number): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('password_history')
      .select('password_hash')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.password_hash);
  }

  /**
   * Deletes all but the newest `keep` history entries: older hashes serve no rule any more, and
   * every kept hash of a password the user may still use elsewhere is a liability if leaked.
   */
  async trimPasswordHistory(trx: Kysely<Database>, userId: string, keep: number): Promise<void> {
    const kept = trx
      .selectFrom('password_history')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(keep);
    await trx
      .deleteFrom('password_history')
      .where('user_id', '=', userId)
      .where('id', 'not in', kept)
      .execute();
  }

  async updatePasswordHash(
    trx: Kysely<Database>,
    userId: string,
    passwordHash: string,
  ): Promise<void> {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', userId)
      .execute();
  }

  /**
   * Sets the account's e-mail address (normalised). `false` when another account of its tenant
   * holds it: the unique index decides, so two accounts racing for one address cannot both win.
   * The failed statement aborts the transaction; the caller must end it (throw).
   */
  async updateEmail(trx: Kysely<Database>, userId: string, email: string): Promise<boolean> {
    try {
      await trx.updateTable('users').set({ email }).where('id', '=', userId).execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error, 'users_tenant_email_key')) return false;
      throw error;
    }
  }
}

/** A PostgreSQL `unique_violation` (SQLSTATE 23505) of the named constraint (pg and PGlite alike). */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === '23505' &&
    'constraint' in error &&
    error.constraint === constraint
  );
}
