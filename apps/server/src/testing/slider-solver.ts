import {
  SLIDER_KEY_STEP,
  SLIDER_PAGE_STEP,
  SLIDER_TICKET_HEADER,
  sliderChallengeResponseSchema,
  sliderVerifyResponseSchema,
  type SliderChallenge,
  type SliderInput,
  type SliderProofOfWorkChallenge,
  type SliderProofOfWorkSolution,
  type SliderSample,
} from '@account-centre/contract';
import { solveChallenge } from 'altcha-lib/v1';
import type { App } from '#app.ts';
import { paths } from '#testing/test-app.ts';

/** Variables of an app that enforces the slider (tests turn it off by default). */
export const SLIDER_ON: Record<string, string> = { SLIDER_REQUIRED: 'true' };

/** Milliseconds between two key presses (and before Enter). */
const KEY_INTERVAL_MS = 15;
/** Pointer events arrive about once a frame; the user holds still briefly before letting go. */
const FRAME_MS = 12;
const HOLD_MS = 60;
const TAP_MS = 80;

/**
 * What a keyboard user sends: Page Up while a whole page fits before `to`, then arrows, then
 * Enter (a last sample where the handle already is).
 */
export function keyboardTrace(to: number): SliderSample[] {
  const trace: SliderSample[] = [{ t: 0, x: 0 }];
  let x = 0;
  let t = 0;
  while (x !== to) {
    const step = to - x >= SLIDER_PAGE_STEP ? SLIDER_PAGE_STEP : SLIDER_KEY_STEP;
    x += step;
    t += KEY_INTERVAL_MS;
    trace.push({ t, x });
  }
  trace.push({ t: t + KEY_INTERVAL_MS, x });
  return trace;
}

/** What a drag sends: one sample a frame over `steps` frames, then a pause, then release. */
export function dragTrace(to: number, steps = 12): SliderSample[] {
  const trace: SliderSample[] = [];
  for (let i = 0; i <= steps; i += 1) {
    trace.push({ t: i * FRAME_MS, x: Math.round(((to * i) / steps) * 100) / 100 });
  }
  trace.push({ t: steps * FRAME_MS + HOLD_MS, x: to });
  return trace;
}

/** What a tap on the gap sends: the handle at rest, then the spot pressed. */
export function tapTrace(to: number): SliderSample[] {
  return [
    { t: 0, x: 0 },
    { t: TAP_MS, x: to },
  ];
}

const traces: Record<SliderInput, (to: number) => SliderSample[]> = {
  drag: dragTrace,
  keyboard: keyboardTrace,
  tap: tapTrace,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function fetchChallenge(app: App): Promise<SliderChallenge> {
  const response = await app.inject({ method: 'POST', url: paths.sliderChallenge });
  if (response.statusCode !== 200) throw new Error(`challenge answered ${response.body}`);
  return sliderChallengeResponseSchema.parse(response.json()).data;
}

/**
 * Answers a challenge with a trace, sent once the movement it describes is over (the server
 * refuses a trace longer than the challenge has existed); the answer as it is.
 */
export async function answerChallenge(
  app: App,
  challengeId: string,
  input: SliderInput,
  trace: SliderSample[],
  proofOfWork?: SliderProofOfWorkSolution,
) {
  await sleep((trace.at(-1)?.t ?? 0) - (trace[0]?.t ?? 0));
  return app.inject({
    method: 'POST',
    url: paths.sliderVerify,
    payload: { challengeId, input, position: trace.at(-1)?.x ?? 0, trace, proofOfWork },
  });
}

/** Solves the proof of work of a challenge as the browser does (altcha-lib's solver). */
export async function solveProofOfWork(
  proofOfWork: SliderProofOfWorkChallenge,
): Promise<SliderProofOfWorkSolution> {
  const { algorithm, challenge, maxNumber, salt, signature } = proofOfWork;
  const solution = await solveChallenge(challenge, salt, algorithm, maxNumber).promise;
  if (!solution) throw new Error('proof of work has no solution');
  return { algorithm, challenge, number: solution.number, salt, signature };
}

/**
 * Solves a slider through the real endpoints, as a keyboard user does (the default), with a drag
 * or a tap, and returns the ticket.
 */
export async function solveSlider(app: App, input: SliderInput = 'keyboard'): Promise<string> {
  const challenge = await fetchChallenge(app);
  const trace = traces[input](challenge.target);
  const proofOfWork = challenge.proofOfWork && (await solveProofOfWork(challenge.proofOfWork));
  const response = await answerChallenge(app, challenge.challengeId, input, trace, proofOfWork);
  if (response.statusCode !== 200) throw new Error(`verify answered ${response.body}`);
  return sliderVerifyResponseSchema.parse(response.json()).data.ticket;
}

/** The header of a protected call, with a freshly solved ticket. */
export async function sliderHeader(app: App): Promise<Record<string, string>> {
  return { [SLIDER_TICKET_HEADER]: await solveSlider(app) };
}
