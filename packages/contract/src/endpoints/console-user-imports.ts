import * as z from 'zod/mini';
import { envelopeSchema } from '#envelope.ts';
import { CONSOLE_API_PREFIX } from '#endpoints/console.ts';

/**
 * The console's user import (issue 34, decision 049): an admin imports a small file (the admin
 * tool's `import-users` takes large ones) and sees the last imports with their refused rows.
 * Admin console session only (support: 40322); the import is audited.
 */
export const consoleImportPaths = {
  /** GET: the last imports, newest first; POST: import a file (at most CONSOLE_IMPORT_MAX_BYTES). */
  userImports: `${CONSOLE_API_PREFIX}/user-imports`,
  /** GET: the refused rows of one import (line and reason). */
  userImportRefusals: `${CONSOLE_API_PREFIX}/user-imports/:importId/refusals`,
} as const;

/** The largest file the console imports (bytes of its text); larger: 41300. */
export const CONSOLE_IMPORT_MAX_BYTES = 1024 * 1024;

export const consoleImportRequestSchema = z.object({
  fileName: z.string().check(z.minLength(1), z.maxLength(200)),
  format: z.enum(['jsonl', 'csv']),
  /** The file's text (UTF-8). */
  content: z.string().check(z.maxLength(CONSOLE_IMPORT_MAX_BYTES)),
});
export type ConsoleImportRequest = z.infer<typeof consoleImportRequestSchema>;

export const consoleImportRunSchema = z.object({
  id: z.string(),
  source: z.enum(['cli', 'console']),
  fileName: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  read: z.int(),
  imported: z.int(),
  skipped: z.int(),
  refused: z.int(),
  /** ISO 8601. */
  startedAt: z.string(),
  finishedAt: z.nullable(z.string()),
});
export type ConsoleImportRun = z.infer<typeof consoleImportRunSchema>;

export const consoleImportRunResponseSchema = envelopeSchema(
  z.object({ run: consoleImportRunSchema }),
);
export const consoleImportRunsResponseSchema = envelopeSchema(
  z.object({ runs: z.array(consoleImportRunSchema) }),
);
export const consoleImportParamsSchema = z.object({ importId: z.uuid() });
export const consoleImportRefusalsResponseSchema = envelopeSchema(
  z.object({ refusals: z.array(z.object({ line: z.int(), reason: z.string() })) }),
);
