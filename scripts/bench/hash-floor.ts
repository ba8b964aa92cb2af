// The hashing floor: how many password checks per second this machine can do at most, with the
// server's own argon2id code and parameters (apps/server/src/lib/passwords.ts), on every core at
// once. A password sign-in cannot be faster than this; the benchmark compares it to the floor.
import { availableParallelism } from 'node:os';
import { hashPassword, verifyPassword } from '../../apps/server/src/lib/passwords.ts';

export interface HashFloor {
  /** Password verifications per second over all cores. */
  perSecond: number;
  /** The parameters of the stored hash, e.g. `m=19456,t=2,p=1`. */
  parameters: string;
  workers: number;
  /** CPU milliseconds one verification costs (this process's CPU time over the run / count). */
  cpuMsPerHash: number;
}

/**
 * Runs `workers` verification loops in parallel for `seconds` (argon2 hashes in libuv's thread
 * pool, one thread per loop: UV_THREADPOOL_SIZE is 4 unless set, so up to 4 cores by default).
 */
export async function measureHashFloor(
  seconds: number,
  workers = availableParallelism(),
): Promise<HashFloor> {
  const password = 'Bench-floor-1';
  const stored = await hashPassword(password);
  const parameters = stored.split('$')[3] ?? 'unknown';
  // Warm up each worker once (thread start, memory).
  await Promise.all(Array.from({ length: workers }, () => verifyPassword(stored, password)));
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < until) {
        if (!(await verifyPassword(stored, password))) throw new Error('argon2 verify failed');
        done += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    perSecond: done / elapsed,
    parameters,
    workers,
    cpuMsPerHash: (cpu.user + cpu.system) / 1000 / done,
  };
}
