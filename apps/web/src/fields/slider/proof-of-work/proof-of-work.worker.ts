import type { SliderProofOfWorkChallenge } from '@account-centre/contract';
import { solveInPlace } from '#fields/slider/proof-of-work/solve-in-place.ts';

/** The Web Worker that solves one proof of work (posted to it) and posts back the solution. */
self.addEventListener('message', (event: MessageEvent<SliderProofOfWorkChallenge>) => {
  void solveInPlace(event.data).then(
    (solution) => self.postMessage(solution ?? null),
    () => self.postMessage(null),
  );
});
