import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';

/**
 * Whether the database answers a trivial query within `timeoutMs` (the readiness probe). A pool
 * whose connections are all busy or a server that is down both count as not ready.
 */
export async function pingDatabase(db: Kysely<Database>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = sql`SELECT 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
