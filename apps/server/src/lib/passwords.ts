import { argon2id, hash, verify } from 'argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. Hashing runs in libuv's pool. */
const OPTIONS = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throw-away hash of the same cost, so that "no such account" takes as long
 * as "wrong password" (no timing oracle for account existence).
 */
export async function verifyDummyPassword(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-never-matches');
  await verifyPassword(await dummyHash, password);
}
