import { afterAll, beforeAll } from 'vitest';
import type { App, AppOptions } from '#app.ts';
import type { DatabaseKind } from '#db/open-database.ts';
import { createTestApp, createTestDatabase, type TestDatabase } from '#testing/test-app.ts';

/** The database and app of a suite (see `appSuite`), there from its first test to its last. */
export interface AppSuite {
  /** A fresh, migrated database, shared by the suite's tests. */
  readonly database: TestDatabase;
  /** The app on it (`createTestApp`: `testConfig` and the suite's variables). */
  readonly app: App;
  /** The lines the app's dev outbox printed. */
  readonly printed: string[];
}

/**
 * The server-test harness: called in a `describe.each(databases)` callback, it gives the suite a
 * fresh migrated database of `kind` and an app on it (`createTestApp(database, env, options)`),
 * made before the first test and closed after the last. Tests read them as `suite.app`,
 * `suite.database`. Hooks the suite registers after this call run after these are made (its
 * `beforeAll`) and before they are closed (its `afterAll`: vitest runs after-hooks in reverse);
 * hooks registered before it run around them, e.g. to start a server whose address `env`, then a
 * function, reads.
 */
export function appSuite(
  kind: DatabaseKind,
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: Partial<Omit<AppOptions, 'config' | 'db'>> = {},
): AppSuite {
  let database: TestDatabase | undefined;
  let built: { app: App; printed: string[] } | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    built = await createTestApp(database, typeof env === 'function' ? env() : env, options);
  });
  afterAll(async () => {
    await built?.app.close();
    await database?.close();
  });

  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) {
      throw new Error(`the suite's ${what} is made in beforeAll: read it in a test or hook`);
    }
    return value;
  };
  return {
    get database() {
      return ready(database, 'database');
    },
    get app() {
      return ready(built, 'app').app;
    },
    get printed() {
      return ready(built, 'app').printed;
    },
  };
}
