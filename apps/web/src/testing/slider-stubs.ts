import {
  APP_CONFIG_META_NAME,
  SLIDER_TICKET_HEADER,
  type SliderProofOfWorkChallenge,
} from '@account-centre/contract';
import { expect } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { defaultAppConfig } from '#config/app-config.ts';
import { initRuntime } from '#lib/runtime.ts';
import { ok, type RecordedRequest, type StubRoute } from '#testing/fetch-stub.ts';

/** The first brand's slider paths (contract apiPaths('aurora')). */
export const SLIDER_CHALLENGE_PATH = '/api/aurora-auth/slider/challenge';
export const SLIDER_VERIFY_PATH = '/api/aurora-auth/slider/verify';
/** Where the stubbed challenges put the gap. */
export const SLIDER_TARGET = 34;

/**
 * The slider's two calls: challenges `challenge-1`, `challenge-2`, … with the gap at
 * SLIDER_TARGET, and answers that pass with tickets `slider-ticket-1`, `slider-ticket-2`, …
 * unless `verify` answers otherwise. They are left out of a test's recorded calls unless `record`.
 */
export function sliderRoutes(
  options: {
    verify?: StubRoute['reply'];
    ticketSeconds?: number;
    record?: boolean;
    /** A proof of work every challenge carries (SLIDER_PROOF_OF_WORK on). */
    proofOfWork?: SliderProofOfWorkChallenge;
  } = {},
): StubRoute[] {
  const record = options.record ?? false;
  let challenges = 0;
  let tickets = 0;
  return [
    {
      method: 'POST',
      path: SLIDER_CHALLENGE_PATH,
      record,
      reply: () => {
        challenges += 1;
        return ok({
          challengeId: `challenge-${challenges}`,
          target: SLIDER_TARGET,
          tolerance: 3,
          expiresInSeconds: 120,
          ...(options.proofOfWork && { proofOfWork: options.proofOfWork }),
        });
      },
    },
    {
      method: 'POST',
      path: SLIDER_VERIFY_PATH,
      record,
      reply:
        options.verify ??
        (() => {
          tickets += 1;
          return ok({
            ticket: `slider-ticket-${tickets}`,
            expiresInSeconds: options.ticketSeconds ?? 120,
          });
        }),
    },
  ];
}

/** The `Slider-Ticket` header a call carried, or null. */
export function sliderTicketOf(call: RecordedRequest | undefined): string | null {
  return call?.headers.get(SLIDER_TICKET_HEADER) ?? null;
}

/**
 * The runtime of a deployment with `SLIDER_REQUIRED=false` (written into the page by the server),
 * until the returned function restores the test default.
 */
export function turnSliderOff(): () => void {
  const meta = document.createElement('meta');
  meta.name = APP_CONFIG_META_NAME;
  meta.content = JSON.stringify({ ...defaultAppConfig, sliderRequired: false });
  document.head.append(meta);
  initRuntime({ hostname: 'example.test', search: '' }, document);
  return () => {
    meta.remove();
    initRuntime({ hostname: 'example.test', search: '' }, document);
  };
}

export const sliderHandle = () => page.getByRole('slider', { name: 'Slide to verify' });

/**
 * Solves the slider as a keyboard user does: focus the handle, read the target from its value
 * text, Page Up and arrow keys to it, Enter; then waits for "Verified".
 */
export async function solveSliderByKeyboard(): Promise<void> {
  const handle = sliderHandle();
  await expect
    .element(handle)
    .toHaveAttribute('aria-valuetext', expect.stringMatching(/target \d+$/));
  const valueText = handle.element().getAttribute('aria-valuetext') ?? '';
  const target = Number(/target (\d+)$/.exec(valueText)?.[1]);
  (handle.element() as HTMLElement).focus();
  for (let position = 0; position < target;) {
    const pageStep = target - position >= 10;
    await userEvent.keyboard(pageStep ? '{PageUp}' : '{ArrowRight}');
    position += pageStep ? 10 : 1;
  }
  await userEvent.keyboard('{Enter}');
  await expect.element(handle).toHaveAttribute('aria-valuetext', 'Verified');
}
