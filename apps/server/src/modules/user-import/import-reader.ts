import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';

export type ImportFormat = 'jsonl' | 'csv';

/** One record of the file: its line number (1-based; CSV: the line it starts on) and its fields. */
export interface ImportRecord {
  line: number;
  /** The parsed record, or undefined with `error` when the line could not be parsed. */
  record: unknown;
  error?: string;
}

/** The format of a file by its name: `.csv` is CSV, anything else JSON Lines. */
export function formatOf(fileName: string): ImportFormat {
  return fileName.toLowerCase().endsWith('.csv') ? 'csv' : 'jsonl';
}

async function* jsonLines(input: Readable): AsyncGenerator<ImportRecord> {
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let line = 0;
  for await (const text of lines) {
    line += 1;
    if (text.trim() === '') continue;
    try {
      yield { line, record: JSON.parse(text) as unknown };
    } catch {
      yield { line, record: undefined, error: 'not valid JSON' };
    }
  }
}

async function* csvRows(input: Readable): AsyncGenerator<ImportRecord> {
  // The header line names the columns (docs/import-users.md); each record is read as it streams.
  const parser = input.pipe(
    parse({ columns: true, info: true, skip_empty_lines: true, trim: true, bom: true }),
  );
  for await (const item of parser as AsyncIterable<{
    record: Record<string, string>;
    info: { lines: number };
  }>) {
    yield { line: item.info.lines, record: item.record };
  }
}

/**
 * Streams the records of an import file: one line read at a time (bounded memory, whatever the
 * file's size).
 */
export function readImportFile(
  input: Readable,
  format: ImportFormat,
): AsyncGenerator<ImportRecord> {
  return format === 'csv' ? csvRows(input) : jsonLines(input);
}
