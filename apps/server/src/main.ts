import { buildApp, type App } from '#app.ts';
import { ConfigError, configWarnings, loadConfig } from '#config/index.ts';
import { DataDirLockedError } from '#db/data-dir-lock.ts';
import { migrate, MigrationChangedError } from '#db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '#db/open-database.ts';
import { KeyRing } from '#modules/keys/key-ring.service.ts';
import { KeyStoreError } from '#modules/keys/key-sealing.ts';
import { KeysRepo } from '#modules/keys/keys.repo.ts';
import { loadPasswordBlocklist } from '#modules/password-blocklist/password-blocklist.ts';
import { createRetention } from '#modules/retention/retention.service.ts';

/**
 * Exit codes: 1 unexpected failure, 2 bad configuration (or encryption keys KEY_ENCRYPTION_SECRET
 * cannot open, or an applied migration changed), 3 data directory in use.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database: DatabaseHandle = await openDatabase(config, (error) => {
    console.error(`database pool error: ${error.message}`);
  });
  let app: App | undefined;
  try {
    const applied = await migrate(database.db);
    // The first encryption key is made now, not on the first request; a key the configured
    // KEY_ENCRYPTION_SECRET cannot open stops the start here.
    const keyRing = new KeyRing({
      repo: new KeysRepo(database.db),
      settings: config.encryptionKeys,
    });
    const { kid } = await keyRing.warmUp();
    // Read now, not on the first registration (a missing file stops the start here).
    loadPasswordBlocklist();
    app = await buildApp({ config, db: database.db, writes: database.writes, keyRing });
    app.log.info({ kid }, 'encryption key ready');
    for (const warning of configWarnings(config)) app.log.warn(warning);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
    app.log.info(
      { database: database.kind, outbox: config.outbox, webDistDir: config.webDistDir },
      'starting',
    );
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
  const running = app;
  // Expired rows are purged on a schedule, one instance at a time (RETENTION_* variables).
  const purge =
    config.retention.purgeIntervalSeconds > 0
      ? createRetention(config, database, app.log).schedule(
          config.retention.purgeIntervalSeconds,
          app.log,
        )
      : undefined;

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second signal: give up waiting.
      process.exit(1);
    }
    stopping = true;
    // Graceful: stop accepting (new requests get 503 with `Connection: close`, `/readyz` fails),
    // let the requests in flight finish, then close the database. SHUTDOWN_TIMEOUT_SECONDS caps it.
    running.log.info({ signal }, 'shutting down: draining requests in flight');
    const force = setTimeout(() => {
      running.log.error('requests still in flight at SHUTDOWN_TIMEOUT_SECONDS: exiting anyway');
      process.exit(1);
    }, config.shutdownTimeoutSeconds * 1000);
    force.unref();
    Promise.resolve(purge?.stop())
      .then(() => running.close())
      .then(() => database.close())
      .then(() => {
        running.log.info('stopped: requests drained, database closed');
        process.exit(0);
      })
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof KeyStoreError ||
    error instanceof MigrationChangedError ||
    error instanceof DataDirLockedError
  ) {
    console.error(error.message);
    process.exit(error instanceof DataDirLockedError ? 3 : 2);
  }
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Cannot listen: ${(error as Error).message}. Stop the other server or set PORT.`);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
