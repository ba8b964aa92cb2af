/**
 * Admin tool: `npm run admin -- <command>` (without dev dependencies:
 * `node apps/server/dist/admin.js <command>`). Commands: unlock, flag-double-check, end-sessions,
 * rotate-keys, purge, migrate [--dry-run], import-users <file>, move-to-postgres --from <dir>, and the client commands create-client, list-clients, remove-client; see ADMIN_USAGE in modules/admin/admin-commands.ts or `npm run admin -- help`.
 * Exit codes: 0 done, 1 the command failed (e.g. no such account), 2 bad command line or
 * configuration, 3 the embedded database is in use by a running server.
 */
import { ConfigError, loadConfig } from '#config/index.ts';
import { DataDirLockedError } from '#db/data-dir-lock.ts';
import { migrate, MigrationChangedError } from '#db/migrate.ts';
import { MoveRefusedError, moveToPostgres } from '#db/move-to-postgres.ts';
import { openDatabase, openPgliteDataDir, openPostgres } from '#db/open-database.ts';
import {
  ADMIN_USAGE,
  AdminCommandError,
  AdminUsageError,
  migratesFirst,
  parseAdminArgs,
  runAdminCommand,
} from '#modules/admin/admin-commands.ts';
import {
  ImportUsageError,
  isImportCommand,
  parseImportArgs,
  runImportCommand,
} from '#modules/user-import/import-users-command.ts';
import { isMoveCommand, MoveUsageError, parseMoveArgs } from '#modules/admin/move-command.ts';
import { KeyStoreError } from '#modules/keys/key-sealing.ts';
import {
  ClientCommandError,
  ClientUsageError,
  isClientCommand,
  parseClientArgs,
  runClientCommand,
} from '#modules/oauth/client-commands.ts';

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  // Shop login's client commands (modules/oauth/client-commands.ts).
  if (isClientCommand(argv[0])) {
    const config = loadConfig();
    const clientArgs = parseClientArgs(argv, config);
    const database = await openDatabase(config);
    try {
      await migrate(database.db);
      await runClientCommand(clientArgs, { db: database.db, print: (line) => console.log(line) });
    } finally {
      await database.close();
    }
    return;
  }
  // Bringing existing users in (modules/user-import, decision 049).
  if (isImportCommand(argv[0])) {
    const importArgs = parseImportArgs(argv);
    const config = loadConfig();
    const database = await openDatabase(config);
    try {
      await migrate(database.db);
      await runImportCommand(importArgs, {
        db: database.db,
        config,
        print: (line) => console.log(line),
      });
    } finally {
      await database.close();
    }
    return;
  }
  if (isMoveCommand(argv[0])) {
    // From the embedded database in `--from` to DATABASE_URL (docs/deployment.md §5).
    const { from } = parseMoveArgs(argv);
    const config = loadConfig();
    if (config.databaseUrl === undefined) {
      throw new MoveUsageError('move-to-postgres: set DATABASE_URL to the new PostgreSQL database');
    }
    const source = await openPgliteDataDir(from);
    try {
      const target = openPostgres(config.databaseUrl);
      try {
        const moved = await moveToPostgres(source.db, target.db, (line) => console.log(line));
        console.log(
          `moved ${moved.rows} rows of ${moved.tables} tables from ${from} to PostgreSQL`,
        );
      } finally {
        await target.close();
      }
    } finally {
      await source.close();
    }
    return;
  }
  const args = parseAdminArgs(argv);
  if (args.command === 'help') {
    console.log(ADMIN_USAGE);
    return;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    if (migratesFirst(args.command)) await migrate(database.db);
    await runAdminCommand(args, {
      db: database.db,
      kind: database.kind,
      config,
      print: (line) => console.log(line),
    });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ClientUsageError) {
    console.error(`${error.message}\n\n${ADMIN_USAGE}`);
    process.exit(2);
  }
  if (error instanceof ClientCommandError) {
    console.error(error.message);
    process.exit(1);
  }
  if (
    error instanceof AdminUsageError ||
    error instanceof ImportUsageError ||
    error instanceof MoveUsageError
  ) {
    console.error(`${error.message}\n\n${ADMIN_USAGE}`);
    process.exit(2);
  }
  if (error instanceof AdminCommandError || error instanceof MoveRefusedError) {
    console.error(error.message);
    process.exit(1);
  }
  if (error instanceof ConfigError || error instanceof KeyStoreError) {
    console.error(error.message);
    process.exit(2);
  }
  if (error instanceof MigrationChangedError) {
    console.error(error.message);
    process.exit(2);
  }
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(3);
  }
  console.error(error);
  process.exit(1);
});
