import { Readable } from 'node:stream';
import type { ConsoleImportRequest, ConsoleImportRun } from '@account-centre/contract';
import { appError } from '#lib/app-error.ts';
import type { ClientInfo } from '#lib/client-info.ts';
import type { AuditRepo } from '#modules/console/audit.repo.ts';
import type { StaffSession } from '#modules/console/staff.service.ts';
import type { ImportRunSummary, UserImportRepo } from '#modules/user-import/user-import.repo.ts';
import type { UserImportService } from '#modules/user-import/user-import.service.ts';

/** The console lists this many imports, and this many refused rows of one. */
const RUNS_SHOWN = 20;
const REFUSALS_SHOWN = 1000;

function runOf(run: ImportRunSummary): ConsoleImportRun {
  return {
    id: run.id,
    source: run.source,
    fileName: run.fileName,
    status: run.status,
    read: run.read,
    imported: run.imported,
    skipped: run.skipped,
    refused: run.refused,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

/**
 * The user import in the console (issue 34, decision 049): a small file (the request's size limit,
 * CONSOLE_IMPORT_MAX_BYTES) through the same service as the admin tool's `import-users`, audited;
 * the last imports and their refused rows.
 */
export class ConsoleUserImportsService {
  readonly #imports: UserImportService;
  readonly #repo: UserImportRepo;
  readonly #audit: AuditRepo;

  constructor(deps: { imports: UserImportService; repo: UserImportRepo; audit: AuditRepo }) {
    this.#imports = deps.imports;
    this.#repo = deps.repo;
    this.#audit = deps.audit;
  }

  async import(
    session: StaffSession,
    input: ConsoleImportRequest,
    client: ClientInfo,
  ): Promise<ConsoleImportRun> {
    const result = await this.#imports.run(Readable.from([input.content]), {
      source: 'console',
      fileName: input.fileName,
      format: input.format,
      staffId: session.staff.id,
    });
    await this.#audit.recordAction(session.staff, 'user-import', client, {
      target: result.importId,
    });
    const run = (await this.#repo.latestRuns(RUNS_SHOWN)).find((row) => row.id === result.importId);
    if (!run) throw appError('notFound', 'no import with this id');
    return runOf(run);
  }

  async list(): Promise<ConsoleImportRun[]> {
    return (await this.#repo.latestRuns(RUNS_SHOWN)).map(runOf);
  }

  async refusals(importId: string): Promise<{ line: number; reason: string }[]> {
    return this.#repo.refusalsOf(importId, REFUSALS_SHOWN);
  }
}
