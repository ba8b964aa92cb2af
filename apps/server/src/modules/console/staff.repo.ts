import { sql, type Kysely } from 'kysely';
import type { StaffRole } from '@account-centre/contract';
import type { Database } from '#db/schema.ts';

export interface StaffRow {
  id: string;
  email: string;
  passwordHash: string;
  role: StaffRole;
  sealedTotpSecret: string;
  lastTotpStep: number | null;
  lockedUntil: Date | null;
  disabledAt: Date | null;
}

/** A staff member as the console's staff page lists it (no password hash, no TOTP secret). */
export interface StaffListRow {
  id: string;
  email: string;
  role: StaffRole;
  createdAt: Date;
  disabledAt: Date | null;
  lastSignInAt: Date | null;
}

/** Why a change to a staff member was refused (nothing changed). */
export type StaffChangeRefusal = 'not-found' | 'last-admin';

const listColumns = [
  'id',
  'email',
  'role',
  'created_at as createdAt',
  'disabled_at as disabledAt',
  'last_sign_in_at as lastSignInAt',
] as const;

const staffColumns = [
  'staff.id',
  'staff.email',
  'staff.password_hash as passwordHash',
  'staff.role',
  'staff.sealed_totp_secret as sealedTotpSecret',
  'staff.last_totp_step as lastTotpStep',
  'staff.locked_until as lockedUntil',
  'staff.disabled_at as disabledAt',
] as const;

const toStaff = (row: {
  id: string;
  email: string;
  passwordHash: string;
  role: StaffRole;
  sealedTotpSecret: string;
  lastTotpStep: string | null;
  lockedUntil: Date | null;
  disabledAt: Date | null;
}): StaffRow => ({
  ...row,
  lastTotpStep: row.lastTotpStep === null ? null : Number(row.lastTotpStep),
});

/** The SQL of staff accounts (migrations 0017, 0018); their console sessions are in the session store (decision 046). */
export class StaffRepo {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** A new staff member; undefined when the e-mail address is taken. */
  async insert(staff: {
    email: string;
    passwordHash: string;
    role: StaffRole;
    sealedTotpSecret: string;
  }): Promise<string | undefined> {
    const row = await this.#db
      .insertInto('staff')
      .values({
        email: staff.email,
        password_hash: staff.passwordHash,
        role: staff.role,
        sealed_totp_secret: staff.sealedTotpSecret,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  /** The staff's authenticator secrets stored unsealed (`plain.…`, without KEY_ENCRYPTION_SECRET). */
  async listUnsealedTotp(): Promise<{ staffId: string; sealedTotpSecret: string }[]> {
    const rows = await this.#db
      .selectFrom('staff')
      .select(['id', 'sealed_totp_secret'])
      .where('sealed_totp_secret', 'like', 'plain.%')
      .execute();
    return rows.map((row) => ({ staffId: row.id, sealedTotpSecret: row.sealed_totp_secret }));
  }

  /** Replaces a stored secret by its sealed form, if it is still `stored`; true when it was. */
  async replaceSealedTotp(staffId: string, stored: string, sealed: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('staff')
      .set({ sealed_totp_secret: sealed })
      .where('id', '=', staffId)
      .where('sealed_totp_secret', '=', stored)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async setTotpSecret(staffId: string, sealed: string): Promise<void> {
    await this.#db
      .updateTable('staff')
      .set({ sealed_totp_secret: sealed })
      .where('id', '=', staffId)
      .execute();
  }

  async findByEmail(email: string): Promise<StaffRow | undefined> {
    const row = await this.#db
      .selectFrom('staff')
      .select(staffColumns)
      .where('email', '=', email)
      .executeTakeFirst();
    return row && toStaff(row);
  }

  /**
   * Takes an attempt of the account's counter before a password or code is evaluated: one atomic
   * update. The failures counted before it, or undefined when there is no such member. A wrong
   * answer's attempt stays counted; a right one's is given back (`releaseAttempt`) or cleared.
   */
  async claimAttempt(staffId: string): Promise<number | undefined> {
    const row = await this.#db
      .updateTable('staff')
      .set({ failed_attempts: sql<number>`failed_attempts + 1` })
      .where('id', '=', staffId)
      .returning(sql<number>`failed_attempts - 1`.as('before'))
      .executeTakeFirst();
    return row?.before;
  }

  async releaseAttempt(staffId: string): Promise<void> {
    await this.#db
      .updateTable('staff')
      .set({ failed_attempts: sql<number>`greatest(failed_attempts - 1, 0)` })
      .where('id', '=', staffId)
      .execute();
  }

  /** The account counter's failures (tests). */
  async failures(staffId: string): Promise<number | undefined> {
    const row = await this.#db
      .selectFrom('staff')
      .select('failed_attempts')
      .where('id', '=', staffId)
      .executeTakeFirst();
    return row?.failed_attempts;
  }

  /** What the credential layer checks: the password hash and the sealed authenticator secret. */
  credentialsOf(
    staffId: string,
  ): Promise<{ passwordHash: string; sealedTotpSecret: string } | undefined> {
    return this.#db
      .selectFrom('staff')
      .select(['password_hash as passwordHash', 'sealed_totp_secret as sealedTotpSecret'])
      .where('id', '=', staffId)
      .executeTakeFirst();
  }

  async clearFailures(staffId: string): Promise<void> {
    await this.#db
      .updateTable('staff')
      .set({ failed_attempts: 0, locked_until: null })
      .where('id', '=', staffId)
      .execute();
  }

  /** Takes a TOTP time step once: false when it (or a later one) was used already. */
  async useTotpStep(staffId: string, step: number): Promise<boolean> {
    const row = await this.#db
      .updateTable('staff')
      .set({ last_totp_step: step })
      .where('id', '=', staffId)
      .where(sql<boolean>`last_totp_step IS NULL OR last_totp_step < ${step}`)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The member signed in (both steps): their last sign-in time. */
  async markSignedIn(staffId: string): Promise<void> {
    await this.#db
      .updateTable('staff')
      .set({ last_sign_in_at: sql<Date>`now()` })
      .where('id', '=', staffId)
      .execute();
  }

  /** An enabled member by id (a console session's owner), or undefined when unknown or disabled. */
  async findEnabled(staffId: string): Promise<StaffRow | undefined> {
    const staff = await this.#db
      .selectFrom('staff')
      .select(staffColumns)
      .where('id', '=', staffId)
      .where('disabled_at', 'is', null)
      .executeTakeFirst();
    return staff && toStaff(staff);
  }

  /** Every staff member, by e-mail address. */
  list(): Promise<StaffListRow[]> {
    return this.#db.selectFrom('staff').select(listColumns).orderBy('email').execute();
  }

  findById(staffId: string): Promise<StaffListRow | undefined> {
    return this.#db
      .selectFrom('staff')
      .select(listColumns)
      .where('id', '=', staffId)
      .executeTakeFirst();
  }

  /**
   * Sets a member's role and/or disabled state, refused (nothing changed) when it would leave no
   * enabled admin. Serialised with other such changes (an advisory lock), so two admins demoting
   * each other at once cannot both succeed. (`StaffService.update` ends a disabled member's sessions.)
   */
  update(
    staffId: string,
    change: { role?: StaffRole | undefined; disabled?: boolean | undefined },
  ): Promise<StaffListRow | StaffChangeRefusal> {
    return this.#db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext('staff-admins'))`.execute(trx);
      const current = await trx
        .selectFrom('staff')
        .select(['id', 'role', 'disabled_at'])
        .where('id', '=', staffId)
        .executeTakeFirst();
      if (!current) return 'not-found';
      const role = change.role ?? current.role;
      const disabled = change.disabled ?? current.disabled_at !== null;
      const wasEnabledAdmin = current.role === 'admin' && current.disabled_at === null;
      if (wasEnabledAdmin && (role !== 'admin' || disabled)) {
        const others = await trx
          .selectFrom('staff')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('role', '=', 'admin')
          .where('disabled_at', 'is', null)
          .where('id', '!=', staffId)
          .executeTakeFirst();
        if (Number(others?.n ?? 0) === 0) return 'last-admin';
      }
      await trx
        .updateTable('staff')
        .set({
          role,
          disabled_at:
            disabled === (current.disabled_at !== null)
              ? current.disabled_at
              : disabled
                ? sql<Date>`now()`
                : null,
        })
        .where('id', '=', staffId)
        .execute();
      return trx
        .selectFrom('staff')
        .select(listColumns)
        .where('id', '=', staffId)
        .executeTakeFirstOrThrow();
    });
  }
}
