import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';

export interface UserRow {
  id: string;
  productId: string;
  email: string | null;
  phone: string | null;
  passwordHash: string;
  country: string;
  birthDate: string;
  language: string;
  createdAt: Date;
}

export interface NewUser {
  productId: string;
  email: string;
  passwordHash: string;
  country: string;
  birthDate: string;
  language: string;
  agreementAcceptedAt: Date;
}

const columns = [
  'id',
  'product_id as productId',
  'email',
  'phone',
  'password_hash as passwordHash',
  'country',
  'birth_date as birthDate',
  'language',
  'created_at as createdAt',
] as const;

export class UserRepo {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  findById(id: string): Promise<UserRow | undefined> {
    return this.#db.selectFrom('users').select(columns).where('id', '=', id).executeTakeFirst();
  }

  /** `email` must be normalised (lower-case). */
  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.#db
      .selectFrom('users')
      .select(columns)
      .where('email', '=', email)
      .executeTakeFirst();
  }

  findByProductId(productId: string): Promise<UserRow | undefined> {
    return this.#db
      .selectFrom('users')
      .select(columns)
      .where('product_id', '=', productId)
      .executeTakeFirst();
  }

  async emailExists(email: string, executor: Kysely<Database> = this.#db): Promise<boolean> {
    const row = await executor
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Inserts the account unless its e-mail or product ID is taken (then undefined). Without an
   * exception, so the caller's transaction stays usable to find out which one it was.
   */
  async insertIfAbsent(trx: Kysely<Database>, user: NewUser): Promise<string | undefined> {
    const row = await trx
      .insertInto('users')
      .values({
        product_id: user.productId,
        email: user.email,
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
}
