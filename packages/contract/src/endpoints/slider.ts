import * as z from 'zod/mini';
import { envelopeSchema } from '#envelope.ts';

/**
 * Slide-to-verify (spec §2, §4, §5). Positions are percentages of the track: the handle rests at
 * 0 and is moved towards the challenge's `target`.
 */
export const SLIDER_MIN_POSITION = 0;
export const SLIDER_MAX_POSITION = 100;

/** Keyboard steps (WAI-ARIA slider pattern): arrows move one, Page Up/Down ten, Home/End to the ends. */
export const SLIDER_KEY_STEP = 1;
export const SLIDER_PAGE_STEP = 10;

/** At most this many samples per trace: the client thins a long drag, the server refuses more. */
export const SLIDER_MAX_SAMPLES = 300;
/** A trace spans at most this long (the longest allowed challenge lifetime). */
export const SLIDER_MAX_TRACE_MS = 600_000;

/**
 * The proof of work that comes with a challenge when the server asks for one
 * (`SLIDER_PROOF_OF_WORK`; ALTCHA's SHA-256 scheme): find the `number` ≤ `maxNumber` whose
 * SHA-256 of `salt` + `number` (decimal) is `challenge`, in hexadecimal. The salt names the slider
 * challenge it belongs to and its expiry; `signature` is the server's HMAC of `challenge`.
 */
export const sliderProofOfWorkChallengeSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().check(z.maxLength(128)),
  maxNumber: z.int().check(z.positive()),
  salt: z.string().check(z.maxLength(256)),
  signature: z.string().check(z.maxLength(128)),
});
export type SliderProofOfWorkChallenge = z.infer<typeof sliderProofOfWorkChallengeSchema>;

/** The solved proof of work: the challenge's fields as received, and the `number` found. */
export const sliderProofOfWorkSolutionSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().check(z.maxLength(128)),
  number: z.int().check(z.gte(0)),
  salt: z.string().check(z.maxLength(256)),
  signature: z.string().check(z.maxLength(128)),
});
export type SliderProofOfWorkSolution = z.infer<typeof sliderProofOfWorkSolutionSchema>;

/** POST {sliderChallenge}: no body. A new one-time challenge. */
export const sliderChallengeResultSchema = z.object({
  challengeId: z.string(),
  /** Where the gap is: the position the handle must be slid to. */
  target: z.int().check(z.gte(SLIDER_MIN_POSITION), z.lte(SLIDER_MAX_POSITION)),
  /** How far from `target` the final position may be. */
  tolerance: z.int().check(z.positive()),
  /** Seconds the challenge may be answered in. */
  expiresInSeconds: z.int().check(z.positive()),
  /** Present when the server requires a proof of work with the answer (`SLIDER_PROOF_OF_WORK`). */
  proofOfWork: z.optional(sliderProofOfWorkChallengeSchema),
});
export type SliderChallenge = z.infer<typeof sliderChallengeResultSchema>;
export const sliderChallengeResponseSchema = envelopeSchema(sliderChallengeResultSchema);

const positionSchema = z.number().check(z.gte(SLIDER_MIN_POSITION), z.lte(SLIDER_MAX_POSITION));

/** One point of the movement: `t` milliseconds since the interaction began, at position `x`. */
export const sliderSampleSchema = z.object({
  t: z.int().check(z.gte(0), z.lte(SLIDER_MAX_TRACE_MS)),
  x: positionSchema,
});
export type SliderSample = z.infer<typeof sliderSampleSchema>;

/**
 * How the handle was moved, each with its own plausibility rules: `drag` (pointer or touch),
 * `keyboard` (discrete steps, then Enter) and `tap` (a single press on the gap: the alternative to
 * dragging of WCAG 2.2 SC 2.5.7). All three are legitimate ways to solve it.
 */
export const SLIDER_INPUTS = ['drag', 'keyboard', 'tap'] as const;
export type SliderInput = (typeof SLIDER_INPUTS)[number];

/**
 * POST {sliderVerify}: the answer to a challenge. The challenge is used up by any answer; a
 * passed one gives a ticket for one protected call.
 */
export const sliderVerifyRequestSchema = z.object({
  challengeId: z.uuid(),
  input: z.enum(SLIDER_INPUTS),
  /** Where the handle was released (drag, tap) or submitted with Enter (keyboard). */
  position: positionSchema,
  /** From the handle at rest to `position`, in time order. */
  trace: z.array(sliderSampleSchema).check(z.minLength(2), z.maxLength(SLIDER_MAX_SAMPLES)),
  /**
   * The solved proof of work of this challenge, required when the challenge carried one. Missing,
   * forged, expired or another challenge's: 40021, and the challenge stays unanswered.
   */
  proofOfWork: z.optional(sliderProofOfWorkSolutionSchema),
});
export type SliderVerifyRequest = z.infer<typeof sliderVerifyRequestSchema>;

export const sliderVerifyResultSchema = z.object({
  /** Send it as the `Slider-Ticket` header of one protected call. */
  ticket: z.string(),
  expiresInSeconds: z.int().check(z.positive()),
});
export type SliderTicket = z.infer<typeof sliderVerifyResultSchema>;
export const sliderVerifyResponseSchema = envelopeSchema(sliderVerifyResultSchema);
