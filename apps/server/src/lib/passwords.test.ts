import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { hashingTurns, hashPassword, verifyDummyPassword, verifyPassword } from '#lib/passwords.ts';

describe('passwords', () => {
  it('verifies more passwords at once than there are cores, each with its own answer', async () => {
    const stored = await hashPassword('Right-pass-1');
    const tries = Array.from({ length: availableParallelism() * 2 + 1 }, (_, i) =>
      i % 2 === 0 ? 'Right-pass-1' : `Wrong-pass-${i}`,
    );
    const all = Promise.all([
      ...tries.map((password) => verifyPassword(stored, password)),
      verifyDummyPassword('Right-pass-1').then(() => 'dummy'),
      verifyPassword('not a hash', 'Right-pass-1'),
    ]);
    // One hash per core runs; the others wait their turn.
    await Promise.resolve();
    expect(hashingTurns.activeCount).toBe(availableParallelism());
    expect(hashingTurns.pendingCount).toBe(tries.length + 2 - availableParallelism());
    const answers = await all;
    expect(answers).toEqual([
      ...tries.map((password) => password === 'Right-pass-1'),
      'dummy',
      false,
    ]);
  });
});
