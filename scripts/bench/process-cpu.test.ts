import { pbkdf2 } from 'node:crypto';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { mainThreadCpuMs, poolThreadsCpuMs, processCpuMs } from './process-cpu.ts';

const derive = promisify(pbkdf2);

it("counts libuv's pool apart from the main thread, within the process's whole", async () => {
  const pid = process.pid;
  const before = {
    pool: poolThreadsCpuMs(pid),
    main: mainThreadCpuMs(pid),
    all: processCpuMs(pid),
  };
  // Two key derivations run in the pool (as the password hashes do), not on the main thread.
  await Promise.all([1, 2].map((n) => derive(`password ${n}`, 'salt', 1_000_000, 32, 'sha256')));
  const pool = (poolThreadsCpuMs(pid) ?? 0) - (before.pool ?? 0);
  const main = (mainThreadCpuMs(pid) ?? 0) - (before.main ?? 0);
  const all = (processCpuMs(pid) ?? 0) - (before.all ?? 0);
  expect(pool).toBeGreaterThan(100);
  expect(main).toBeLessThan(pool / 4);
  expect(all).toBeGreaterThanOrEqual(pool);
});
