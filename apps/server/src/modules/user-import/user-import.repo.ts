import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import type { LegalDocumentKind } from '@account-centre/contract';

/** One agreement acceptance of an imported account. */
export interface ImportedAcceptance {
  kind: LegalDocumentKind;
  version: number;
  acceptedAt: Date;
}

/** A row that passed the registration rules: ready to insert. */
export interface ImportRow {
  line: number;
  tenantId: string;
  email: string | undefined;
  phone: string | undefined;
  /** The old system's ID kept as the product ID; undefined: one is drawn. */
  productId: string | undefined;
  country: string;
  birthDate: string;
  language: string;
  passwordHash: string;
  acceptances: ImportedAcceptance[];
}

/** What became of one row of a batch. */
export type RowOutcome = 'imported' | 'present' | 'productIdTaken';

export interface ImportRunCounts {
  read: number;
  imported: number;
  skipped: number;
  refused: number;
}

export interface ImportRunSummary extends ImportRunCounts {
  id: string;
  source: 'cli' | 'console';
  fileName: string;
  staffId: string | null;
  status: 'running' | 'done' | 'failed';
  startedAt: Date;
  finishedAt: Date | null;
}

/** The SQL of the user import (migration 0025). */
export class UserImportRepo {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** `kind:version` of every published legal document version. */
  async publishedVersions(): Promise<Set<string>> {
    const rows = await this.#db
      .selectFrom('legal_document_versions')
      .select(['kind', 'version'])
      .execute();
    return new Set(rows.map((row) => `${row.kind}:${row.version}`));
  }

  async startRun(run: {
    source: 'cli' | 'console';
    fileName: string;
    staffId: string | null;
  }): Promise<string> {
    const row = await this.#db
      .insertInto('user_imports')
      .values({ source: run.source, file_name: run.fileName, staff_id: run.staffId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async finishRun(id: string, status: 'done' | 'failed', counts: ImportRunCounts): Promise<void> {
    await this.#db
      .updateTable('user_imports')
      .set({
        status,
        rows_read: counts.read,
        rows_imported: counts.imported,
        rows_skipped: counts.skipped,
        rows_refused: counts.refused,
        finished_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
  }

  async addRefusals(
    importId: string,
    refusals: readonly { line: number; reason: string }[],
  ): Promise<void> {
    if (refusals.length === 0) return;
    await this.#db
      .insertInto('user_import_refusals')
      .values(refusals.map((refusal) => ({ import_id: importId, ...refusal })))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }

  /**
   * Inserts a batch of rows in one transaction: each row's account, its password-history entry
   * (a real hash only) and its agreement acceptances. A row whose e-mail address or phone number
   * is already an account of its tenant is `present` (skipped: the idempotency key, decision 049);
   * one whose product ID is another account's is `productIdTaken`. Rows keep their order.
   */
  async insertBatch(rows: readonly (ImportRow & { productId: string })[]): Promise<RowOutcome[]> {
    if (rows.length === 0) return [];
    return this.#db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('users')
        .values(
          rows.map((row) => ({
            tenant_id: row.tenantId,
            product_id: row.productId,
            email: row.email ?? null,
            phone: row.phone ?? null,
            password_hash: row.passwordHash,
            country: row.country,
            birth_date: row.birthDate,
            language: row.language,
            agreement_accepted_at: earliestAcceptance(row),
          })),
        )
        .onConflict((conflict) => conflict.doNothing())
        .returning(['id', 'product_id'])
        .execute();
      const idByProductId = new Map(inserted.map((row) => [row.product_id, row.id]));
      const history = rows.flatMap((row) => {
        const id = idByProductId.get(row.productId);
        return id !== undefined && !row.passwordHash.startsWith('!')
          ? [{ user_id: id, password_hash: row.passwordHash }]
          : [];
      });
      if (history.length > 0) await trx.insertInto('password_history').values(history).execute();
      const acceptances = rows.flatMap((row) => {
        const id = idByProductId.get(row.productId);
        return id === undefined
          ? []
          : row.acceptances.map((acceptance) => ({
              user_id: id,
              kind: acceptance.kind,
              version: acceptance.version,
              accepted_at: acceptance.acceptedAt,
            }));
      });
      if (acceptances.length > 0) {
        await trx
          .insertInto('legal_acceptances')
          .values(acceptances)
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
      const missing = rows.filter((row) => !idByProductId.has(row.productId));
      if (missing.length === 0) return rows.map(() => 'imported' as const);
      // Why each row was not inserted: its e-mail or phone names an account of the tenant.
      const present = await trx
        .selectFrom('users')
        .select(['tenant_id', 'email', 'phone'])
        .where((eb) =>
          eb.or(
            missing.map((row) =>
              eb.and([
                eb('tenant_id', '=', row.tenantId),
                eb.or([
                  ...(row.email === undefined ? [] : [eb('email', '=', row.email)]),
                  ...(row.phone === undefined ? [] : [eb('phone', '=', row.phone)]),
                ]),
              ]),
            ),
          ),
        )
        .execute();
      const taken = new Set(
        present.flatMap((row) => [
          ...(row.email === null ? [] : [`${row.tenant_id}/e/${row.email}`]),
          ...(row.phone === null ? [] : [`${row.tenant_id}/p/${row.phone}`]),
        ]),
      );
      return rows.map((row): RowOutcome => {
        if (idByProductId.has(row.productId)) return 'imported';
        const isPresent =
          (row.email !== undefined && taken.has(`${row.tenantId}/e/${row.email}`)) ||
          (row.phone !== undefined && taken.has(`${row.tenantId}/p/${row.phone}`));
        return isPresent ? 'present' : 'productIdTaken';
      });
    });
  }

  /** The latest import runs, newest first. */
  async latestRuns(limit: number): Promise<ImportRunSummary[]> {
    const rows = await this.#db
      .selectFrom('user_imports')
      .selectAll()
      .orderBy('started_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      source: row.source,
      fileName: row.file_name,
      staffId: row.staff_id,
      status: row.status,
      read: row.rows_read,
      imported: row.rows_imported,
      skipped: row.rows_skipped,
      refused: row.rows_refused,
      startedAt: row.started_at,
      finishedAt: row.finished_at,
    }));
  }

  /** The refused rows of one run, by line (at most `limit`). */
  async refusalsOf(importId: string, limit: number): Promise<{ line: number; reason: string }[]> {
    return this.#db
      .selectFrom('user_import_refusals')
      .select(['line', 'reason'])
      .where('import_id', '=', importId)
      .orderBy('line')
      .limit(limit)
      .execute();
  }
}

/** The account's agreement time: its first acceptance. */
function earliestAcceptance(row: ImportRow): Date {
  return row.acceptances.reduce(
    (earliest, acceptance) => (acceptance.acceptedAt < earliest ? acceptance.acceptedAt : earliest),
    row.acceptances[0]?.acceptedAt ?? new Date(),
  );
}
