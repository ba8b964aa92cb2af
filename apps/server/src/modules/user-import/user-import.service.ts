import { randomInt } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  importRowOf,
  RowRefused,
  type ImportRow,
  type ImportRules,
} from '#modules/user-import/import-row.ts';
import { readImportFile, type ImportFormat } from '#modules/user-import/import-reader.ts';
import type { ImportRunCounts, UserImportRepo } from '#modules/user-import/user-import.repo.ts';

/** Rows inserted per transaction. */
export const IMPORT_BATCH_SIZE = 500;

/** A refused row of the report. */
export interface Refusal {
  line: number;
  reason: string;
}

export interface ImportProgress extends ImportRunCounts {
  /** Bytes of the file read so far (for the ETA), when known. */
  bytesRead?: number;
}

export interface ImportOptions {
  source: 'cli' | 'console';
  fileName: string;
  format: ImportFormat;
  staffId?: string | null;
  /** Each refused row as it is refused (the CLI writes the report file as it goes). */
  onRefused?: (refusal: Refusal) => void | Promise<void>;
  /** After each batch. */
  onProgress?: (progress: ImportRunCounts) => void;
}

export interface ImportResult extends ImportRunCounts {
  importId: string;
}

export type ImportRulesSettings = Omit<ImportRules, 'publishedVersions'>;

/** A 10-digit product ID that does not start with 0 (as registration draws them). */
function newProductId(): string {
  return String(randomInt(1_000_000_000, 10_000_000_000));
}

/** The keys a row may collide on with another row of the same batch. */
function keysOf(row: ImportRow): string[] {
  return [
    ...(row.productId === undefined ? [] : [`id/${row.productId}`]),
    ...(row.email === undefined ? [] : [`${row.tenantId}/e/${row.email}`]),
    ...(row.phone === undefined ? [] : [`${row.tenantId}/p/${row.phone}`]),
  ];
}

/**
 * Brings existing users in (issue 34, decision 049): reads the file as it streams, checks each
 * row with registration's rules, and inserts the valid ones in batches of IMPORT_BATCH_SIZE, one
 * transaction each. Idempotent: a row whose e-mail address (or, without one, phone number) is
 * already an account of its tenant is skipped, never updated. Refused rows (line and reason) are
 * recorded with the run and handed to `onRefused`.
 */
export class UserImportService {
  readonly #repo: UserImportRepo;
  readonly #rules: ImportRulesSettings;

  constructor(deps: { repo: UserImportRepo; rules: ImportRulesSettings }) {
    this.#repo = deps.repo;
    this.#rules = deps.rules;
  }

  async run(input: Readable, options: ImportOptions): Promise<ImportResult> {
    const rules: ImportRules = {
      ...this.#rules,
      publishedVersions: await this.#repo.publishedVersions(),
    };
    const importId = await this.#repo.startRun({
      source: options.source,
      fileName: options.fileName,
      staffId: options.staffId ?? null,
    });
    const counts: ImportRunCounts = { read: 0, imported: 0, skipped: 0, refused: 0 };
    let refusals: Refusal[] = [];
    const refuse = async (refusal: Refusal): Promise<void> => {
      counts.refused += 1;
      refusals.push(refusal);
      await options.onRefused?.(refusal);
    };
    let batch: ImportRow[] = [];
    let batchKeys = new Set<string>();
    const flush = async (): Promise<void> => {
      await this.#insert(batch, counts, refuse);
      await this.#repo.addRefusals(importId, refusals);
      refusals = [];
      batch = [];
      batchKeys = new Set();
      options.onProgress?.({ ...counts });
    };
    try {
      for await (const item of readImportFile(input, options.format)) {
        counts.read += 1;
        if (item.error !== undefined) {
          await refuse({ line: item.line, reason: item.error });
          continue;
        }
        let row: ImportRow;
        try {
          row = importRowOf(item.line, item.record, rules);
        } catch (error) {
          if (!(error instanceof RowRefused)) throw error;
          await refuse({ line: item.line, reason: error.message });
          continue;
        }
        const keys = keysOf(row);
        // A row that repeats a key of this batch waits for the batch: the database then says
        // whether it is present (skipped) or its product ID is taken (refused), as across batches.
        if (keys.some((key) => batchKeys.has(key))) await flush();
        batch.push(row);
        for (const key of keys) batchKeys.add(key);
        if (batch.length >= IMPORT_BATCH_SIZE) await flush();
      }
      await flush();
    } catch (error) {
      await this.#repo.addRefusals(importId, refusals);
      await this.#repo.finishRun(importId, 'failed', counts);
      throw error;
    }
    await this.#repo.finishRun(importId, 'done', counts);
    return { importId, ...counts };
  }

  /**
   * Inserts a batch; rows whose drawn product ID happened to be taken are drawn again (at most 5
   * times), rows whose given product ID is another account's are refused.
   */
  async #insert(
    rows: readonly ImportRow[],
    counts: ImportRunCounts,
    refuse: (refusal: Refusal) => Promise<void>,
  ): Promise<void> {
    let pending = rows.map((row) => ({
      row,
      drawn: row.productId === undefined,
      productId: row.productId ?? newProductId(),
    }));
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      const outcomes = await this.#repo.insertBatch(
        pending.map(({ row, productId }) => ({ ...row, productId })),
      );
      const retry: typeof pending = [];
      for (const [index, outcome] of outcomes.entries()) {
        const entry = pending[index];
        if (entry === undefined) continue;
        if (outcome === 'imported') counts.imported += 1;
        else if (outcome === 'present') counts.skipped += 1;
        else if (entry.drawn && attempt < 5) retry.push({ ...entry, productId: newProductId() });
        else
          await refuse({
            line: entry.row.line,
            reason: 'product ID already used by another account',
          });
      }
      pending = retry;
    }
  }
}
