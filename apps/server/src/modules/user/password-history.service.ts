import { PASSWORD_HISTORY_SIZE } from '@account-centre/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { verifyPassword } from '#lib/passwords.ts';
import type { UserRepo } from '#modules/user/user.repo.ts';

/**
 * Spec §5: a new password must differ from the current one and from any of the last three used
 * before it: PASSWORD_HISTORY_SIZE earlier passwords plus the current one. The history holds the
 * argon2 hash of every password set (registration adds the first), and is kept trimmed to those
 * (the current one and the three before): older hashes serve no rule, and each kept hash of a
 * password the user may still use elsewhere is one more thing to crack if the database leaks.
 */
const KEPT_HASHES = PASSWORD_HISTORY_SIZE + 1;

export class PasswordHistory {
  readonly #users: UserRepo;

  constructor(users: UserRepo) {
    this.#users = users;
  }

  /** The hashes a new password must not match: the current one and the three before, newest first. */
  recentHashes(userId: string): Promise<string[]> {
    return this.#users.recentPasswordHashes(userId, KEPT_HASHES);
  }

  /** Whether `password` is one of `hashes`. Runs argon2 for each: call outside transactions. */
  async matchesAny(hashes: readonly string[], password: string): Promise<boolean> {
    // All of them, always: the time taken does not tell which one matched.
    const matches = await Promise.all(hashes.map((hash) => verifyPassword(hash, password)));
    return matches.includes(true);
  }

  /** Whether `password` is the current one or one of the three before (call outside transactions). */
  async isRecent(userId: string, password: string): Promise<boolean> {
    return this.matchesAny(await this.recentHashes(userId), password);
  }

  /** Makes `passwordHash` the account's password and records it in the history. */
  async setPassword(trx: Kysely<Database>, userId: string, passwordHash: string): Promise<void> {
    await this.#users.updatePasswordHash(trx, userId, passwordHash);
    await this.#users.addPasswordHistory(trx, userId, passwordHash);
    await this.#users.trimPasswordHistory(trx, userId, KEPT_HASHES);
  }
}
