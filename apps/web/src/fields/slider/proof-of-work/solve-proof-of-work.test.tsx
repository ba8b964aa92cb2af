import type { SliderProofOfWorkChallenge, SliderVerifyRequest } from '@account-centre/contract';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { SliderCheck } from '#fields/slider/components/slider-check.tsx';
import { solveProofOfWork } from '#fields/slider/proof-of-work/solve-proof-of-work.ts';
import { stubFetch } from '#testing/fetch-stub.ts';
import { renderRoute } from '#testing/render-route.tsx';
import { SLIDER_VERIFY_PATH, sliderRoutes, solveSliderByKeyboard } from '#testing/slider-stubs.ts';

const HMAC_KEY = 'a-test-key-of-the-server';

/** A proof of work as the server issues it (altcha-lib), for slider challenge `challengeId`. */
async function issued(challengeId: string, maxNumber = 5000): Promise<SliderProofOfWorkChallenge> {
  const made = await createChallenge({
    algorithm: 'SHA-256',
    hmacKey: HMAC_KEY,
    maxNumber,
    params: { challengeId },
    expires: new Date(Date.now() + 120_000),
  });
  return {
    algorithm: 'SHA-256',
    challenge: made.challenge,
    maxNumber,
    salt: made.salt,
    signature: made.signature,
  };
}

function Harness() {
  const [ticket, setTicket] = useState('');
  return <SliderCheck ticket={ticket} onTicketChange={setTicket} />;
}

describe('slider proof of work', () => {
  test('a Web Worker finds the number the server checks', async () => {
    const proofOfWork = await issued('challenge-1');
    const solution = await solveProofOfWork(proofOfWork).solution;
    expect(solution).toMatchObject({
      challenge: proofOfWork.challenge,
      salt: proofOfWork.salt,
      signature: proofOfWork.signature,
    });
    expect(solution.number).toBeLessThanOrEqual(5000);
    expect(await verifySolution(solution, HMAC_KEY)).toBe(true);
    expect(await verifySolution({ ...solution, number: solution.number + 1 }, HMAC_KEY)).toBe(
      false,
    );
  });

  test('a stopped job ends without a solution', async () => {
    const job = solveProofOfWork(await issued('challenge-1', 5_000_000));
    job.stop();
    await expect(job.solution).rejects.toThrow('proof of work stopped');
  });

  test('a challenge that no number solves gives no solution', async () => {
    const proofOfWork = await issued('challenge-1');
    await expect(
      solveProofOfWork({ ...proofOfWork, challenge: '0'.repeat(64), maxNumber: 200 }).solution,
    ).rejects.toThrow('proof of work has no solution');
  });

  test('the slider sends the solution of its challenge with the answer', async () => {
    const proofOfWork = await issued('challenge-1');
    const calls = stubFetch(sliderRoutes({ record: true, proofOfWork }));
    await renderRoute(<Harness />);
    await solveSliderByKeyboard();
    const answer = calls.find((call) => call.url.pathname === SLIDER_VERIFY_PATH)
      ?.body as SliderVerifyRequest;
    expect(answer).toMatchObject({ challengeId: 'challenge-1', input: 'keyboard', position: 34 });
    expect(answer.proofOfWork).toMatchObject({ salt: proofOfWork.salt });
    expect(answer.proofOfWork && (await verifySolution(answer.proofOfWork, HMAC_KEY))).toBe(true);
  });
});
