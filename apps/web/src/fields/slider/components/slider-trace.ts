import {
  SLIDER_KEY_STEP,
  SLIDER_MAX_POSITION,
  SLIDER_MAX_SAMPLES,
  SLIDER_MAX_TRACE_MS,
  SLIDER_MIN_POSITION,
  SLIDER_PAGE_STEP,
  type SliderSample,
} from '@account-centre/contract';

export function clampPosition(x: number): number {
  return Math.min(SLIDER_MAX_POSITION, Math.max(SLIDER_MIN_POSITION, x));
}

/**
 * Where a key moves the handle (WAI-ARIA slider pattern), or undefined for any other key. Steps
 * that would pass an end stop at it, as the server's keyboard rule expects. Right to left
 * (Arabic, Hebrew) the track is mirrored, so the horizontal arrows are too: the arrow pointing
 * towards the end moves towards it.
 */
export function positionAfterKey(
  key: string,
  position: number,
  direction: 'ltr' | 'rtl' = 'ltr',
): number | undefined {
  const mirrored = direction === 'rtl' ? { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' } : {};
  switch (mirrored[key as keyof typeof mirrored] ?? key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPosition(position + SLIDER_KEY_STEP);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPosition(position - SLIDER_KEY_STEP);
    case 'PageUp':
      return clampPosition(position + SLIDER_PAGE_STEP);
    case 'PageDown':
      return clampPosition(position - SLIDER_PAGE_STEP);
    case 'Home':
      return SLIDER_MIN_POSITION;
    case 'End':
      return SLIDER_MAX_POSITION;
    default:
      return undefined;
  }
}

export interface TraceRecorder {
  /** Whether a movement has begun (the first sample is the handle at rest). */
  readonly started: boolean;
  /**
   * Where the movement has left the handle (its last sample), before the next render shows it;
   * undefined while no movement has begun.
   */
  readonly position: number | undefined;
  /** Begins a movement at `now` from the resting position, unless one has begun. */
  start(now: number): void;
  /** A position on the way. */
  add(now: number, x: number): void;
  /** The whole movement, ending at `x` at `now`; the recorder is empty afterwards. */
  finish(now: number, x: number): SliderSample[];
  reset(): void;
}

/** Two decimals are finer than any pixel of the track. */
const round = (x: number) => Math.round(x * 100) / 100;

/**
 * Records the movement the server judges (`modules/slider/slider-trace.ts`): milliseconds since
 * the start and positions. A long, slow drag is thinned (every other sample dropped) to stay
 * under the contract's sample limit; slow movement keeps its steps small anyway.
 */
export function createTraceRecorder(): TraceRecorder {
  let startedAt: number | undefined;
  let samples: SliderSample[] = [];

  const push = (now: number, x: number) => {
    const t = Math.min(SLIDER_MAX_TRACE_MS, Math.max(0, Math.round(now - (startedAt ?? now))));
    const previous = samples.at(-1);
    samples.push({ t: Math.max(t, previous?.t ?? 0), x: round(clampPosition(x)) });
    // One place stays free for the final sample.
    if (samples.length >= SLIDER_MAX_SAMPLES) {
      samples = samples.filter((_, i) => i % 2 === 0 || i === samples.length - 1);
    }
  };

  return {
    get started() {
      return startedAt !== undefined;
    },
    get position() {
      return startedAt === undefined ? undefined : samples.at(-1)?.x;
    },
    start(now) {
      if (startedAt !== undefined) return;
      startedAt = now;
      samples = [{ t: 0, x: SLIDER_MIN_POSITION }];
    },
    add(now, x) {
      if (startedAt === undefined) return;
      push(now, x);
    },
    finish(now, x) {
      if (startedAt === undefined) startedAt = now;
      if (samples.length === 0) samples = [{ t: 0, x: SLIDER_MIN_POSITION }];
      push(now, x);
      const trace = samples;
      startedAt = undefined;
      samples = [];
      return trace;
    },
    reset() {
      startedAt = undefined;
      samples = [];
    },
  };
}
