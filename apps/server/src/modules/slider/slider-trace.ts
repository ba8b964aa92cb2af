import {
  SLIDER_KEY_STEP,
  SLIDER_MAX_POSITION,
  SLIDER_MIN_POSITION,
  SLIDER_PAGE_STEP,
  type SliderInput,
  type SliderSample,
  type SliderVerifyRequest,
} from '@account-centre/contract';

/**
 * Plausibility of a slider answer (docs/decisions/009-slide-to-verify.md). These rules make the
 * laziest scripts fail (a replayed or hand-written answer, a jump to the gap labelled as a drag);
 * they do not prove that a person moved the handle: the challenge tells the client where the gap
 * is, and a script can produce a trace that passes. The per-IP cap and the single-use challenge
 * and ticket are the rest of the speed bump.
 */
export const TRACE_RULES = {
  /**
   * Nobody drags faster than this. Keys have no minimum: assistive technology (voice control,
   * switch access) may press them in quick succession on a person's behalf.
   */
  minDragMs: 100,
  /**
   * The client measures the trace, the server the time since it issued the challenge, which
   * encloses it; the slack covers coarse browser timers (some round to 100 ms).
   */
  clockSlackMs: 250,
  /** A drag is seen on its way: pointer events arrive about once a frame. */
  minDragSamples: 5,
  /** Percentage points between two drag samples; more is a jump, not a drag. */
  maxDragStep: 30,
} as const;

export type TraceVerdict =
  | { passed: true }
  | { passed: false; failure: 'off target' | 'implausible movement'; reason: string };

/** A keyboard step: an arrow, Page Up/Down, Home/End (to an end), or none (Enter). */
function isKeyStep(from: number, to: number): boolean {
  const distance = Math.abs(to - from);
  return (
    distance === 0 ||
    distance === SLIDER_KEY_STEP ||
    distance === SLIDER_PAGE_STEP ||
    to === SLIDER_MIN_POSITION ||
    to === SLIDER_MAX_POSITION
  );
}

/** What is wrong with the movement for its input method, if anything. */
function movementProblem(input: SliderInput, trace: SliderSample[]): string | undefined {
  for (let i = 1; i < trace.length; i += 1) {
    const previous = trace[i - 1] as SliderSample;
    const sample = trace[i] as SliderSample;
    if (sample.t < previous.t) return 'time goes backwards';
    if (input === 'keyboard' && !(Number.isInteger(sample.x) && isKeyStep(previous.x, sample.x))) {
      return 'not a keyboard step';
    }
    if (input === 'drag' && Math.abs(sample.x - previous.x) > TRACE_RULES.maxDragStep) {
      return 'the pointer jumped';
    }
  }
  const duration = (trace.at(-1)?.t ?? 0) - (trace[0]?.t ?? 0);
  switch (input) {
    case 'drag':
      if (trace.length < TRACE_RULES.minDragSamples) return 'too few drag samples';
      return duration < TRACE_RULES.minDragMs ? 'too fast' : undefined;
    case 'keyboard':
      return undefined;
    case 'tap':
      // Rest, then the spot pressed, held for as long as the press lasted.
      return trace.length === 2 ? undefined : 'a tap is one press';
  }
}

/**
 * Judges an answer to a challenge with its gap at `target` ± `tolerance`, answered `elapsedMs`
 * after the challenge was issued. The trace starts with the handle at rest and ends where it was
 * released (drag, tap) or submitted (keyboard).
 */
export function judgeTrace(
  answer: SliderVerifyRequest,
  challenge: { target: number; tolerance: number; elapsedMs: number },
): TraceVerdict {
  const { trace, position, input } = answer;
  const implausible = (reason: string): TraceVerdict => ({
    passed: false,
    failure: 'implausible movement',
    reason,
  });
  const first = trace[0];
  const last = trace.at(-1);
  if (!first || !last || trace.length < 2) return implausible('too few samples');
  if (first.x !== SLIDER_MIN_POSITION) return implausible('does not start at rest');
  if (last.x !== position) return implausible('does not end at the position');
  const problem = movementProblem(input, trace);
  if (problem) return implausible(problem);
  if (last.t - first.t > challenge.elapsedMs + TRACE_RULES.clockSlackMs) {
    return implausible('longer than the challenge has existed');
  }
  if (Math.abs(position - challenge.target) > challenge.tolerance) {
    return { passed: false, failure: 'off target', reason: 'off target' };
  }
  return { passed: true };
}
