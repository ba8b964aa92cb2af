import type {
  SliderProofOfWorkChallenge,
  SliderProofOfWorkSolution,
} from '@account-centre/contract';
import { solveChallenge } from 'altcha-lib/v1';

/**
 * Solves a slider challenge's proof of work with altcha-lib's solver (SHA-256 of salt + number,
 * up to `maxNumber`), in the thread it runs in: the Web Worker, or the page where there is none.
 * Undefined when no number up to `maxNumber` solves it (a forged or broken challenge).
 */
export async function solveInPlace(
  proofOfWork: SliderProofOfWorkChallenge,
): Promise<SliderProofOfWorkSolution | undefined> {
  const { algorithm, challenge, maxNumber, salt, signature } = proofOfWork;
  const found = await solveChallenge(challenge, salt, algorithm, maxNumber).promise;
  return found ? { algorithm, challenge, number: found.number, salt, signature } : undefined;
}
