import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { argon2id, hash, verify } from 'argon2';
import pLimit from 'p-limit';
import { importedSchemeOf, NO_PASSWORD, verifyImportedHash } from '#lib/imported-hashes.ts';

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

/**
 * Verifies a password against its stored hash: the product's argon2id, or a hash imported from
 * another system (lib/imported-hashes.ts, decision 049). An account imported without a password
 * (`!reset`) is verified against the dummy hash, so that it answers as a wrong password would and
 * takes as long.
 */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    if (stored === NO_PASSWORD) {
      await verifyDummyPassword(password);
      return false;
    }
    if (importedSchemeOf(stored) !== undefined) {
      return await hashingTurns(() => verifyImportedHash(stored, password));
    }
    return await hashingTurns(() => verify(stored, password));
  } catch {
    return false;
  }
}

/**
 * A stored hash that is not the product's current argon2id (an imported one, or argon2 of other
 * parameters): replaced after the next right password (decision 049).
 */
export function needsRehash(stored: string): boolean {
  if (stored === NO_PASSWORD) return false;
  const parts = stored.split('$');
  if (parts[1] !== 'argon2id' || parts[2] !== 'v=19') return true;
  // node-argon2 writes the parameters in its own order (`m=…,p=…,t=…`): compared by name.
  const params = new Map(
    (parts[3] ?? '').split(',').map((pair) => pair.split('=') as [string, string]),
  );
  return (
    params.get('m') !== String(OPTIONS.memoryCost) ||
    params.get('t') !== String(OPTIONS.timeCost) ||
    params.get('p') !== String(OPTIONS.parallelism)
  );
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
