import { sliderVerifyResponseSchema } from '@account-centre/contract';
import { describe, expect, it } from 'vitest';
import type { App } from '#app.ts';
import {
  answerChallenge,
  fetchChallenge,
  keyboardTrace,
  SLIDER_ON,
  solveProofOfWork,
  solveSlider,
} from '#testing/slider-solver.ts';
import { createTestApp, databases, paths } from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

const FAILED = { code: 40021 };
const SECRET = 'a-key-encryption-secret-of-at-least-32-characters';
const OTHER_SECRET = 'another-key-encryption-secret-of-32-characters-or-more';
const POW_ON = {
  ...SLIDER_ON,
  SLIDER_PROOF_OF_WORK: 'true',
  SLIDER_PROOF_OF_WORK_MAX_NUMBER: '2000',
  KEY_ENCRYPTION_SECRET: SECRET,
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databases)('slider proof of work on %s', (kind) => {
  const suite = appSuite(kind, POW_ON);

  const answeredAt = async (challengeId: string) =>
    (
      await suite.database.db
        .selectFrom('slider_challenges')
        .select('answered_at')
        .where('id', '=', challengeId)
        .executeTakeFirstOrThrow()
    ).answered_at;

  /** A fresh challenge of `app` with its proof of work solved. */
  const solvedChallenge = async (app: App = suite.app) => {
    const challenge = await fetchChallenge(app);
    if (!challenge.proofOfWork) throw new Error('the challenge carries no proof of work');
    return { challenge, solution: await solveProofOfWork(challenge.proofOfWork) };
  };

  it('is off by default: no proof of work is asked for or needed', async () => {
    const off = await createTestApp(suite.database, SLIDER_ON);
    try {
      const challenge = await fetchChallenge(off.app);
      expect(challenge.proofOfWork).toBeUndefined();
      const answer = await answerChallenge(
        off.app,
        challenge.challengeId,
        'keyboard',
        keyboardTrace(challenge.target),
      );
      expect(answer.statusCode).toBe(200);
    } finally {
      await off.app.close();
    }
  });

  it('when on, the challenge carries one bound to it, and the solved one earns the ticket', async () => {
    const { challenge, solution } = await solvedChallenge();
    expect(challenge.proofOfWork).toEqual({
      algorithm: 'SHA-256',
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      maxNumber: 2000,
      salt: expect.stringContaining(`challengeId=${challenge.challengeId}`),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const answer = await answerChallenge(
      suite.app,
      challenge.challengeId,
      'keyboard',
      keyboardTrace(challenge.target),
      solution,
    );
    expect(answer.statusCode).toBe(200);
    expect(sliderVerifyResponseSchema.parse(answer.json()).data.ticket).toMatch(/^[\w-]{43}$/);
    // The protected calls' helper solves it too.
    await expect(solveSlider(suite.app, 'drag')).resolves.toMatch(/^[\w-]{43}$/);
  });

  it('refuses an answer without the solution, and the challenge stays unanswered', async () => {
    const { challenge, solution } = await solvedChallenge();
    const trace = keyboardTrace(challenge.target);
    const missing = await answerChallenge(suite.app, challenge.challengeId, 'keyboard', trace);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ ...FAILED, msg: 'proof of work missing' });
    expect(await answeredAt(challenge.challengeId)).toBeNull();
    const solved = await answerChallenge(
      suite.app,
      challenge.challengeId,
      'keyboard',
      trace,
      solution,
    );
    expect(solved.statusCode).toBe(200);
  });

  it('refuses forged solutions: a wrong number, another signature, another key', async () => {
    const { challenge, solution } = await solvedChallenge();
    const trace = keyboardTrace(challenge.target);
    const other = await createTestApp(suite.database, {
      ...POW_ON,
      KEY_ENCRYPTION_SECRET: OTHER_SECRET,
    });
    const otherKey = await solvedChallenge(other.app);
    await other.app.close();
    const flipped = (hex: string) => (hex.startsWith('0') ? '1' : '0') + hex.slice(1);
    for (const forged of [
      { ...solution, number: solution.number + 1 },
      { ...solution, signature: flipped(solution.signature) },
      // A challenge of the attacker's own making, with the right id in its salt.
      {
        ...otherKey.solution,
        salt: otherKey.solution.salt.replace(otherKey.challenge.challengeId, challenge.challengeId),
      },
    ]) {
      const refused = await answerChallenge(
        suite.app,
        challenge.challengeId,
        'keyboard',
        trace,
        forged,
      );
      expect(refused.json()).toEqual({ ...FAILED, msg: 'proof of work invalid or expired' });
    }
    expect(await answeredAt(challenge.challengeId)).toBeNull();
    const solved = await answerChallenge(
      suite.app,
      challenge.challengeId,
      'keyboard',
      trace,
      solution,
    );
    expect(solved.statusCode).toBe(200);
  });

  it("refuses another challenge's solution and a replayed one", async () => {
    const first = await solvedChallenge();
    const second = await solvedChallenge();
    const crossed = await answerChallenge(
      suite.app,
      second.challenge.challengeId,
      'keyboard',
      keyboardTrace(second.challenge.target),
      first.solution,
    );
    expect(crossed.json()).toEqual({ ...FAILED, msg: 'proof of work of another challenge' });
    expect(await answeredAt(second.challenge.challengeId)).toBeNull();

    const trace = keyboardTrace(first.challenge.target);
    const passed = await answerChallenge(
      suite.app,
      first.challenge.challengeId,
      'keyboard',
      trace,
      first.solution,
    );
    expect(passed.statusCode).toBe(200);
    const replayed = await answerChallenge(
      suite.app,
      first.challenge.challengeId,
      'keyboard',
      trace,
      first.solution,
    );
    expect(replayed.json()).toEqual({ ...FAILED, msg: 'challenge unknown, expired or used' });
  });

  it('a solution from another instance with the same secret counts there', async () => {
    const twin = await createTestApp(suite.database, POW_ON);
    try {
      const { challenge, solution } = await solvedChallenge(twin.app);
      const answer = await answerChallenge(
        suite.app,
        challenge.challengeId,
        'keyboard',
        keyboardTrace(challenge.target),
        solution,
      );
      expect(answer.statusCode).toBe(200);
    } finally {
      await twin.app.close();
    }
  });

  it('refuses an expired solution', async () => {
    const short = await createTestApp(suite.database, {
      ...POW_ON,
      SLIDER_CHALLENGE_TTL_SECONDS: '1',
    });
    try {
      const { challenge, solution } = await solvedChallenge(short.app);
      await sleep(2100);
      const late = await answerChallenge(
        short.app,
        challenge.challengeId,
        'keyboard',
        keyboardTrace(challenge.target),
        solution,
      );
      expect(late.json()).toEqual({ ...FAILED, msg: 'proof of work invalid or expired' });
      expect(await answeredAt(challenge.challengeId)).toBeNull();
    } finally {
      await short.app.close();
    }
  });

  it('refuses a malformed solution as bad input', async () => {
    const { challenge, solution } = await solvedChallenge();
    for (const proofOfWork of [
      { ...solution, algorithm: 'SHA-1' },
      { ...solution, number: -1 },
      { ...solution, salt: 'x'.repeat(300) },
    ]) {
      const response = await suite.app.inject({
        method: 'POST',
        url: paths.sliderVerify,
        payload: {
          challengeId: challenge.challengeId,
          input: 'keyboard',
          position: challenge.target,
          trace: keyboardTrace(challenge.target),
          proofOfWork,
        },
      });
      expect(response.json()).toMatchObject({ code: 40000 });
    }
    expect(await answeredAt(challenge.challengeId)).toBeNull();
  });
});
