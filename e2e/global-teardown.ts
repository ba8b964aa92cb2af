import { rmSync } from 'node:fs';

/** Removes the journeys' data directory (and with it every account they made). */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
