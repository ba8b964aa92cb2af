import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE_NAME = 'server.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

interface LockContent {
  pid: number;
  host: string;
}

function readLock(path: string): { raw: string; content: LockContent | undefined } | undefined {
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parsed = JSON.parse(raw) as Partial<LockContent>;
    if (typeof parsed.pid === 'number' && typeof parsed.host === 'string') {
      return { raw, content: { pid: parsed.pid, host: parsed.host } };
    }
  } catch {
    // A torn or foreign file: treated as stale below.
  }
  return { raw, content: undefined };
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A holder that cannot be running any more: dead, or a previous life of this very pid. */
function isStale(content: LockContent | undefined): boolean {
  if (!content) return true;
  if (content.host !== hostname()) return false;
  if (content.pid === process.pid) return true;
  return !isAlive(content.pid);
}

/**
 * Takes an exclusive lock on the data directory: a lock file holding this process's pid.
 * PGlite does not lock its data directory (DESIGN §6), and two processes writing one PGlite data
 * directory corrupt it. A lock whose holder is dead (e.g. after `kill -9`) is taken over; a live
 * holder makes this throw `DataDirLockedError`. A lock written on another host (shared volume)
 * is never taken over automatically.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const path = join(dataDir, LOCK_FILE_NAME);
  const mine = JSON.stringify({ pid: process.pid, host: hostname() } satisfies LockContent);

  for (let attempt = 0; attempt < 5; attempt += 1) {
    // Write our content to a private file, then hard-link it into place: atomic and exclusive.
    const temporary = `${path}.${process.pid}.tmp`;
    const fd = openSync(temporary, 'w', 0o600);
    try {
      writeSync(fd, mine);
    } finally {
      closeSync(fd);
    }
    try {
      linkSync(temporary, path);
      return {
        path,
        release: () => {
          if (readLock(path)?.raw === mine) unlinkSync(path);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(temporary);
    }

    const current = readLock(path);
    if (!current) continue; // released meanwhile
    if (!isStale(current.content)) {
      const holder = current.content;
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is in use by another server process (pid ${holder?.pid ?? '?'} on ${holder?.host ?? '?'}). ` +
          `Stop that process or choose another DATA_DIR. If no such process runs, delete ${path}.`,
      );
    }
    // Move the stale lock aside; only one contender can move a given file. If what we moved is
    // not the stale lock we inspected (someone took over meanwhile), put it back and retry.
    const aside = `${path}.stale-${process.pid}`;
    try {
      renameSync(path, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = readFileSync(aside, 'utf8');
    if (moved !== current.raw) {
      try {
        linkSync(aside, path);
      } catch {
        // Someone else holds the lock now; the retry reports it.
      }
    }
    unlinkSync(aside);
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}: the lock file keeps changing`);
}
