import type { SliderInput, SliderSample } from '@account-centre/contract';
import { describe, expect, it } from 'vitest';
import { judgeTrace } from '#modules/slider/slider-trace.ts';
import { dragTrace, keyboardTrace, tapTrace } from '#testing/slider-solver.ts';

const challenge = { target: 57, tolerance: 3, elapsedMs: 5000 };

const judge = (input: SliderInput, trace: SliderSample[], over = challenge) =>
  judgeTrace({ challengeId: 'unused', input, position: trace.at(-1)?.x ?? 0, trace }, over);

const refused = (reason: string) => ({
  passed: false,
  failure: 'implausible movement',
  reason,
});

describe('slider trace plausibility', () => {
  it('accepts a keyboard solution: discrete steps of arrows, Page Up/Down, Home/End', () => {
    expect(judge('keyboard', keyboardTrace(57))).toEqual({ passed: true });
    // One arrow at a time, with a detour to the end and back (End, then Page Down and arrows).
    const detour: SliderSample[] = [
      { t: 0, x: 0 },
      { t: 200, x: 100 },
      { t: 400, x: 90 },
      { t: 600, x: 80 },
      { t: 800, x: 70 },
      { t: 1000, x: 60 },
      { t: 1100, x: 59 },
      { t: 1200, x: 58 },
      { t: 1300, x: 58 },
    ];
    expect(judge('keyboard', detour)).toEqual({ passed: true });
  });

  it('accepts a drag seen on its way, within the tolerance', () => {
    expect(judge('drag', dragTrace(55))).toEqual({ passed: true });
    expect(judge('drag', dragTrace(60, 40))).toEqual({ passed: true });
  });

  it('accepts a tap on the gap (the single-pointer alternative), and only a single press', () => {
    expect(judge('tap', tapTrace(58))).toEqual({ passed: true });
    expect(judge('tap', [...tapTrace(30), { t: 200, x: 57 }])).toEqual(
      refused('a tap is one press'),
    );
  });

  it('refuses a final position outside the tolerance', () => {
    expect(judge('keyboard', keyboardTrace(61))).toEqual({
      passed: false,
      failure: 'off target',
      reason: 'off target',
    });
    expect(judge('drag', dragTrace(53)).passed).toBe(false);
  });

  it('refuses a drag that jumps, or is seen too few times', () => {
    const jump: SliderSample[] = [
      { t: 0, x: 0 },
      { t: 16, x: 1 },
      { t: 32, x: 2 },
      { t: 48, x: 3 },
      { t: 300, x: 57 },
    ];
    expect(judge('drag', jump)).toEqual(refused('the pointer jumped'));
    const glimpse: SliderSample[] = [
      { t: 0, x: 0 },
      { t: 100, x: 25 },
      { t: 200, x: 50 },
      { t: 300, x: 57 },
    ];
    expect(judge('drag', glimpse)).toEqual(refused('too few drag samples'));
  });

  it('refuses a keyboard trace with steps no key makes', () => {
    const trace: SliderSample[] = [
      { t: 0, x: 0 },
      { t: 100, x: 30 },
      { t: 200, x: 57 },
    ];
    expect(judge('keyboard', trace)).toEqual(refused('not a keyboard step'));
    const fractional = keyboardTrace(57).map((sample) => ({ ...sample, x: sample.x * 0.999 }));
    expect(judge('keyboard', fractional)).toEqual(refused('not a keyboard step'));
  });

  it('refuses time that goes backwards, a drag too fast, and a trace older than the challenge', () => {
    const backwards = dragTrace(57).map((sample, i) => (i === 3 ? { ...sample, t: 1 } : sample));
    expect(judge('drag', backwards)).toEqual(refused('time goes backwards'));
    const fast = dragTrace(57).map((sample) => ({ ...sample, t: Math.floor(sample.t / 10) }));
    expect(judge('drag', fast)).toEqual(refused('too fast'));
    // Keys may come fast: assistive technology presses them for some people.
    const quickKeys = keyboardTrace(57).map((sample) => ({ ...sample, t: 0 }));
    expect(judge('keyboard', quickKeys)).toEqual({ passed: true });
    const slow = keyboardTrace(57).map((sample) => ({ ...sample, t: sample.t * 30 }));
    expect(judge('keyboard', slow)).toEqual(refused('longer than the challenge has existed'));
  });

  it('refuses a trace that does not start at rest or does not end at the position', () => {
    const fromMiddle = keyboardTrace(57).slice(3);
    expect(judge('keyboard', fromMiddle)).toEqual(refused('does not start at rest'));
    const trace = keyboardTrace(57);
    expect(
      judgeTrace({ challengeId: 'unused', input: 'keyboard', position: 56, trace }, challenge),
    ).toEqual(refused('does not end at the position'));
  });
});
