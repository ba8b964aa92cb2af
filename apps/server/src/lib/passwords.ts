import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { argon2id, hash, verify } from 'argon2';
import pLimit from 'p-limit';

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. Hashing runs in libuv's pool. */
const OPTIONS = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most one hash per core at once; the others wait their turn, first come first served.
 * libuv's pool has 4 threads, but argon2id is memory-bound: hashes sharing a core evict each
 * other's memory from the caches, and on 2 cores 4 at once cost ~5 % more CPU each than 2, with
 * no gain in throughput (issue 11). It also leaves pool threads free for the RSA decryption of
 * the next request's password.
 */
export const hashingTurns = pLimit(availableParallelism());

export function hashPassword(password: string): Promise<string> {
  return hashingTurns(() => hash(password, OPTIONS));
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await hashingTurns(() => verify(stored, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throw-away hash of the same cost, so that "no such account" takes as long
 * as "wrong password" (no timing oracle for account existence): it waits its turn like any other.
 */
export async function verifyDummyPassword(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-never-matches');
  await verifyPassword(await dummyHash, password);
}

/**
 * Decision 050: the stored hash of an account made from another provider's identity, before any
 * password is set. Not an argon2 hash, so no password verifies against it; random, so no two
 * accounts share it.
 */
export function noPasswordMarker(): string {
  return `no-password:${randomBytes(16).toString('base64url')}`;
}

/** Whether the account has a password of its own (not the marker of `noPasswordMarker`). */
export function hasPassword(stored: string): boolean {
  return stored.startsWith('$argon2');
}
