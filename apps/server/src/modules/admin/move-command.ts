import { parseArgs } from 'node:util';

export const MOVE_USAGE = `  move-to-postgres --from <dir>  copy the embedded database of DATA_DIR <dir> (server stopped) into the
                                new, empty PostgreSQL database of DATABASE_URL, in one transaction
                                (docs/deployment.md §5); keep KEY_ENCRYPTION_SECRET as <dir> had it`;

/** A wrong `move-to-postgres` command line: the usage is printed, exit code 2. */
export class MoveUsageError extends Error {
  override name = 'MoveUsageError';
}

export function isMoveCommand(name: string | undefined): boolean {
  return name === 'move-to-postgres';
}

/** The embedded database's DATA_DIR named by `--from`. */
export function parseMoveArgs(argv: readonly string[]): { from: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { from: { type: 'string' } },
      allowPositionals: true,
    });
  } catch (error) {
    throw new MoveUsageError((error as Error).message);
  }
  const [, extra] = parsed.positionals;
  if (extra !== undefined)
    throw new MoveUsageError(`move-to-postgres: unexpected argument ${extra}`);
  const from = parsed.values.from;
  if (from === undefined || from === '') {
    throw new MoveUsageError('move-to-postgres: --from <dir> (the embedded DATA_DIR) is missing');
  }
  return { from };
}
