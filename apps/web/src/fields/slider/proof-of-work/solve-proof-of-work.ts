import type {
  SliderProofOfWorkChallenge,
  SliderProofOfWorkSolution,
} from '@account-centre/contract';

export interface ProofOfWorkJob {
  /** The solution; rejects when there is none or the job was stopped. */
  readonly solution: Promise<SliderProofOfWorkSolution>;
  /** Stops the work (the challenge was replaced or the slider left the page). */
  stop(): void;
}

/**
 * Starts solving a slider challenge's proof of work in a Web Worker, while the user slides. The
 * worker and altcha-lib are loaded only now, so they are not in the first load; without Web
 * Workers it is solved on the page (loaded lazily too).
 */
export function solveProofOfWork(proofOfWork: SliderProofOfWorkChallenge): ProofOfWorkJob {
  let stop = () => {};
  const solution = new Promise<SliderProofOfWorkSolution>((resolve, reject) => {
    if (typeof Worker === 'undefined') {
      let stopped = false;
      stop = () => {
        stopped = true;
        reject(new Error('proof of work stopped'));
      };
      void import('#fields/slider/proof-of-work/solve-in-place.ts')
        .then(({ solveInPlace }) => solveInPlace(proofOfWork))
        .then(
          (found) => {
            if (stopped) return;
            if (found) resolve(found);
            else reject(new Error('proof of work has no solution'));
          },
          (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
        );
      return;
    }
    const worker = new Worker(new URL('./proof-of-work.worker.ts', import.meta.url), {
      type: 'module',
    });
    const finish = () => worker.terminate();
    stop = () => {
      finish();
      reject(new Error('proof of work stopped'));
    };
    worker.addEventListener('message', (event: MessageEvent<SliderProofOfWorkSolution | null>) => {
      finish();
      if (event.data) resolve(event.data);
      else reject(new Error('proof of work has no solution'));
    });
    worker.addEventListener('error', () => {
      finish();
      reject(new Error('proof of work worker failed'));
    });
    worker.postMessage(proofOfWork);
  });
  // A stopped or failed job nobody waits for is no unhandled rejection.
  solution.catch(() => {});
  return { solution, stop };
}
