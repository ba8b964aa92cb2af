import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { DEFAULT_TENANT_ID, TENANT_ID_PATTERN } from '@account-centre/contract';
import type { Kysely } from 'kysely';
import type { Config } from '#config/index.ts';
import type { Database } from '#db/schema.ts';
import { PhoneRegionPolicy } from '#modules/user/phone-region.policy.ts';
import { formatOf, type ImportFormat } from '#modules/user-import/import-reader.ts';
import { UserImportRepo } from '#modules/user-import/user-import.repo.ts';
import { UserImportService, type ImportResult } from '#modules/user-import/user-import.service.ts';

export const IMPORT_USAGE = `  import-users <file>           bring existing users in (docs/import-users.md): JSON Lines, or CSV
                                when the name ends in .csv; prints progress; skips rows whose e-mail
                                (or phone) is already an account of the tenant (re-runs are safe)
      [--report <path>]           where the refused rows go (default <file>.refused.csv)
      [--format jsonl|csv]        the file's format, whatever its name
      [--tenant <id>]             the tenant of rows that name none (default ${DEFAULT_TENANT_ID})`;

/** A wrong `import-users` command line: the usage is printed, exit code 2. */
export class ImportUsageError extends Error {
  override name = 'ImportUsageError';
}

export interface ParsedImportArgs {
  file: string;
  report: string;
  format: ImportFormat;
  tenantId: string;
}

export function isImportCommand(name: string | undefined): boolean {
  return name === 'import-users';
}

export function parseImportArgs(argv: readonly string[]): ParsedImportArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        report: { type: 'string' },
        format: { type: 'string' },
        tenant: { type: 'string' },
      },
      allowPositionals: true,
    });
  } catch (error) {
    throw new ImportUsageError((error as Error).message);
  }
  const [, file, ...extra] = parsed.positionals;
  if (file === undefined) throw new ImportUsageError('import-users: <file> is missing');
  if (extra.length > 0) throw new ImportUsageError(`import-users: unexpected argument ${extra[0]}`);
  const format = parsed.values.format ?? formatOf(file);
  if (format !== 'jsonl' && format !== 'csv') {
    throw new ImportUsageError(`--format: jsonl or csv, not ${format}`);
  }
  const tenantId = parsed.values.tenant ?? DEFAULT_TENANT_ID;
  if (!TENANT_ID_PATTERN.test(tenantId)) {
    throw new ImportUsageError(`--tenant: not six digits: ${tenantId}`);
  }
  return { file, report: parsed.values.report ?? `${file}.refused.csv`, format, tenantId };
}

/** `12 s`, `3 min 20 s`. */
function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const whole = Math.max(0, Math.round(seconds));
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

/** A CSV field: quoted when it holds a comma, quote or line break. */
function csvField(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The service with the server's rules (MIN_AGE, APP_LANGUAGES, phone regions). */
export function userImportServiceOf(
  db: Kysely<Database>,
  config: Pick<Config, 'minAge' | 'appLanguages' | 'phoneRegionGroups'>,
  defaultTenantId: string = DEFAULT_TENANT_ID,
): UserImportService {
  const phoneRegions = new PhoneRegionPolicy(config.phoneRegionGroups);
  return new UserImportService({
    repo: new UserImportRepo(db),
    rules: {
      minAge: config.minAge,
      appLanguages: config.appLanguages,
      defaultTenantId,
      phoneAllowed: (phone) => phoneRegions.allows(phone),
    },
  });
}

/**
 * `import-users <file>`: streams the file into the database, prints progress at most once a
 * second (rows/s and, from the bytes read, the ETA), writes the refused rows to the report.
 */
export async function runImportCommand(
  args: ParsedImportArgs,
  deps: {
    db: Kysely<Database>;
    config: Pick<Config, 'minAge' | 'appLanguages' | 'phoneRegionGroups'>;
    print: (line: string) => void;
  },
): Promise<ImportResult> {
  const size = (await stat(args.file)).size;
  const input = createReadStream(args.file);
  const report = createWriteStream(args.report);
  report.write('line,reason\n');
  const started = performance.now();
  let lastPrint = 0;
  const service = userImportServiceOf(deps.db, deps.config, args.tenantId);
  let result: ImportResult;
  try {
    result = await service.run(input, {
      source: 'cli',
      fileName: args.file,
      format: args.format,
      onRefused: async ({ line, reason }) => {
        if (!report.write(`${line},${csvField(reason)}\n`)) await once(report, 'drain');
      },
      onProgress: (counts) => {
        const now = performance.now();
        if (now - lastPrint < 1000) return;
        lastPrint = now;
        const seconds = (now - started) / 1000;
        const rate = counts.read / seconds;
        const done = size === 0 ? 1 : input.bytesRead / size;
        const eta = done > 0 ? (seconds / done) * (1 - done) : Number.POSITIVE_INFINITY;
        deps.print(
          `${counts.read} rows read (${counts.imported} imported, ${counts.skipped} skipped, ` +
            `${counts.refused} refused), ${Math.round(rate)} rows/s, ` +
            `${Math.round(done * 100)} %, ETA ${duration(eta)}`,
        );
      },
    });
  } finally {
    report.end();
    await once(report, 'close');
  }
  const seconds = (performance.now() - started) / 1000;
  deps.print(
    `import ${result.importId}: ${result.read} rows read, ${result.imported} imported, ` +
      `${result.skipped} skipped (already present), ${result.refused} refused ` +
      `in ${duration(seconds)} (${Math.round(result.read / Math.max(seconds, 0.001))} rows/s)` +
      (result.refused > 0 ? `; refused rows: ${args.report}` : ''),
  );
  return result;
}
