import {
  APP_CONFIG_META_NAME,
  type SliderSample,
  type SliderVerifyRequest,
} from '@account-centre/contract';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { defaultAppConfig } from '#config/app-config.ts';
import { SliderCheck } from '#fields/slider/components/slider-check.tsx';
import { selectCountryArea } from '#lib/country/country-store.ts';
import { initRuntime } from '#lib/runtime.ts';
import { stubFetch, type RecordedRequest } from '#testing/fetch-stub.ts';
import { renderRoute } from '#testing/render-route.tsx';
import {
  SLIDER_CHALLENGE_PATH,
  SLIDER_TARGET,
  SLIDER_VERIFY_PATH,
  sliderHandle,
  sliderRoutes,
  solveSliderByKeyboard,
  turnSliderOff,
} from '#testing/slider-stubs.ts';

/** A form's ticket field, with a button that uses the ticket up as a protected call would. */
function Harness({ onTicket }: { onTicket: (ticket: string) => void }) {
  const [ticket, setTicket] = useState('');
  const change = (next: string) => {
    setTicket(next);
    onTicket(next);
  };
  return (
    <>
      <SliderCheck ticket={ticket} onTicketChange={change} />
      <button type="button" onClick={() => change('')}>
        Use the ticket
      </button>
    </>
  );
}

const status = () => page.getByRole('status').filter({ hasText: /./ }).first();
const answers = (calls: RecordedRequest[]) =>
  calls
    .filter((call) => call.url.pathname === SLIDER_VERIFY_PATH)
    .map((call) => call.body as SliderVerifyRequest);
const challenges = (calls: RecordedRequest[]) =>
  calls.filter((call) => call.url.pathname === SLIDER_CHALLENGE_PATH).length;

/** Where the gap's centre is on screen, and a point on the handle. */
function geometry() {
  const track = document.querySelector<HTMLElement>('.slider__track');
  const handle = document.querySelector<HTMLElement>('.slider__handle');
  if (!track || !handle) throw new Error('no slider');
  const width = track.clientWidth;
  const handleWidth = handle.offsetWidth;
  return {
    track,
    gapX: handleWidth / 2 + ((width - handleWidth) * SLIDER_TARGET) / 100,
    handleX: handleWidth / 2,
    y: track.clientHeight / 2,
  };
}

function expectTraceFromRest(trace: SliderSample[]) {
  expect(trace[0]).toEqual({ t: 0, x: 0 });
  for (let i = 1; i < trace.length; i += 1) {
    expect(trace[i]?.t).toBeGreaterThanOrEqual(trace[i - 1]?.t ?? 0);
  }
}

describe('SliderCheck', () => {
  test('a named slider that announces the target; keyboard steps and Enter verify it', async () => {
    const calls = stubFetch(sliderRoutes({ record: true }));
    const onTicket = vi.fn();
    await renderRoute(<Harness onTicket={onTicket} />);

    const handle = sliderHandle();
    await expect.element(handle).toHaveAttribute('aria-valuetext', '0 of 100, target 34');
    await expect.element(handle).toHaveAttribute('aria-valuemin', '0');
    await expect.element(handle).toHaveAttribute('aria-valuemax', '100');
    await expect.element(handle).toHaveAttribute('aria-valuenow', '0');
    await expect
      .element(handle)
      .toHaveAccessibleDescription(
        'Drag the handle into the gap, or tap the gap. With a keyboard: arrow keys to the target, then Enter.',
      );

    (handle.element() as HTMLElement).focus();
    for (const key of ['PageUp', 'PageUp', 'PageUp', 'ArrowRight', 'ArrowRight', 'End', 'Home']) {
      await userEvent.keyboard(`{${key}}`);
    }
    await expect.element(handle).toHaveAttribute('aria-valuenow', '0');
    for (const key of ['PageUp', 'PageUp', 'PageUp', 'ArrowRight', 'ArrowRight', 'ArrowRight']) {
      await userEvent.keyboard(`{${key}}`);
    }
    await userEvent.keyboard('{ArrowUp}{ArrowDown}{ArrowLeft}{ArrowRight}');
    await expect.element(handle).toHaveAttribute('aria-valuetext', '33 of 100, target 34');
    await userEvent.keyboard('{ArrowRight}{Enter}');

    await expect.element(handle).toHaveAttribute('aria-valuetext', 'Verified');
    await expect.element(status()).toMatchTextContent('Verified');
    await expect.element(handle).toHaveFocus();
    expect(onTicket).toHaveBeenLastCalledWith('slider-ticket-1');
    const [answer] = answers(calls);
    expect(answer).toMatchObject({ challengeId: 'challenge-1', input: 'keyboard', position: 34 });
    expect(answer?.trace.map((sample) => sample.x)).toEqual([
      0, 10, 20, 30, 31, 32, 100, 0, 10, 20, 30, 31, 32, 33, 34, 33, 32, 33, 34, 34,
    ]);
    expectTraceFromRest(answer?.trace ?? []);
  });

  test('key presses faster than renders lose no step, and Enter answers where they left it', async () => {
    const calls = stubFetch(sliderRoutes({ record: true }));
    await renderRoute(<Harness onTicket={vi.fn()} />);
    const handle = sliderHandle();
    await expect.element(handle).toHaveAttribute('aria-valuetext', '0 of 100, target 34');
    const element = handle.element() as HTMLElement;
    element.focus();
    // All in one task, as a held key or a loaded machine delivers them: no render in between.
    for (const key of ['PageUp', 'PageUp', 'PageUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp']) {
      element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));

    await expect.element(handle).toHaveAttribute('aria-valuetext', 'Verified');
    const [answer] = answers(calls);
    expect(answer).toMatchObject({ input: 'keyboard', position: 34 });
    expect(answer?.trace.map((sample) => sample.x)).toEqual([0, 10, 20, 30, 31, 32, 33, 34, 34]);
  });

  test('keys pressed as the challenge appears count for it: none is dropped after the render', async () => {
    const calls = stubFetch(sliderRoutes({ record: true }));
    // The keys go in the moment the challenge is on screen (right after React's commit, before
    // anything React runs later), as a fast user or a loaded machine delivers them.
    const pressed = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        const element = document.querySelector<HTMLElement>('[role="slider"]');
        if (!element || !/target \d+$/.test(element.getAttribute('aria-valuetext') ?? '')) return;
        observer.disconnect();
        element.focus();
        for (const key of ['PageUp', 'PageUp', 'PageUp', 'ArrowUp', 'ArrowUp', 'ArrowUp']) {
          element.dispatchEvent(
            new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
          );
        }
        resolve();
      });
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuetext'],
      });
    });
    await renderRoute(<Harness onTicket={vi.fn()} />);
    await pressed;
    const handle = sliderHandle();
    await expect.element(handle).toHaveAttribute('aria-valuenow', '33');
    await userEvent.keyboard('{ArrowUp}{Enter}');

    await expect.element(handle).toHaveAttribute('aria-valuetext', 'Verified');
    const [answer] = answers(calls);
    expect(answer).toMatchObject({ input: 'keyboard', position: 34 });
    expect(answer?.trace.map((sample) => sample.x)).toEqual([0, 10, 20, 30, 31, 32, 33, 34, 34]);
  });

  test('a drag along the track to the gap verifies it', async () => {
    const calls = stubFetch(sliderRoutes({ record: true }));
    const onTicket = vi.fn();
    await renderRoute(<Harness onTicket={onTicket} />);
    await expect
      .element(sliderHandle())
      .toHaveAttribute('aria-valuetext', expect.stringMatching(/target 34$/));

    const { track, gapX, handleX, y } = geometry();
    await userEvent.dragAndDrop(sliderHandle(), track, {
      sourcePosition: { x: 10, y: 10 },
      targetPosition: { x: gapX + 10 - handleX, y },
      steps: 15,
    });

    await expect.element(sliderHandle()).toHaveAttribute('aria-valuetext', 'Verified');
    expect(onTicket).toHaveBeenLastCalledWith('slider-ticket-1');
    const [answer] = answers(calls);
    expect(answer?.input).toBe('drag');
    expect(Math.abs((answer?.position ?? 0) - SLIDER_TARGET)).toBeLessThanOrEqual(1);
    expect(answer?.trace.length).toBeGreaterThanOrEqual(10);
    expectTraceFromRest(answer?.trace ?? []);
  });

  test('a tap on the gap (no drag needed) verifies it', async () => {
    const calls = stubFetch(sliderRoutes({ record: true }));
    await renderRoute(<Harness onTicket={vi.fn()} />);
    await expect
      .element(sliderHandle())
      .toHaveAttribute('aria-valuetext', expect.stringMatching(/target 34$/));

    const { track, gapX, y } = geometry();
    await userEvent.click(track, { position: { x: gapX, y } });

    await expect.element(sliderHandle()).toHaveAttribute('aria-valuetext', 'Verified');
    const [answer] = answers(calls);
    expect(answer?.input).toBe('tap');
    expect(answer?.trace).toHaveLength(2);
    expect(Math.abs((answer?.position ?? 0) - SLIDER_TARGET)).toBeLessThanOrEqual(1);
  });

  test('right to left the track starts at the right: a tap on the mirrored gap and the arrow keys follow the eye', async () => {
    const calls = stubFetch(sliderRoutes({ record: true }));
    await renderRoute(
      <div dir="rtl">
        <Harness onTicket={vi.fn()} />
      </div>,
    );
    const handle = sliderHandle();
    await expect
      .element(handle)
      .toHaveAttribute('aria-valuetext', expect.stringMatching(/target 34$/));
    const { track, gapX, y } = geometry();
    const trackBox = track.getBoundingClientRect();
    const handleBox = (handle.element() as HTMLElement).getBoundingClientRect();
    // At rest the handle sits at the right end of the track.
    expect(Math.round(trackBox.right - handleBox.right)).toBeLessThanOrEqual(2);

    (handle.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect.element(handle).toHaveAttribute('aria-valuenow', '2');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(handle).toHaveAttribute('aria-valuenow', '1');
    await userEvent.keyboard('{Home}');
    await expect.element(handle).toHaveAttribute('aria-valuenow', '0');

    await userEvent.click(track, { position: { x: track.clientWidth - gapX, y } });
    await expect.element(handle).toHaveAttribute('aria-valuetext', 'Verified');
    const [answer] = answers(calls);
    expect(answer?.input).toBe('tap');
    expect(Math.abs((answer?.position ?? 0) - SLIDER_TARGET)).toBeLessThanOrEqual(1);
  });

  test('a refused answer says so and starts over with a new challenge, the focus kept', async () => {
    const calls = stubFetch(
      sliderRoutes({
        verify: () => ({ status: 400, body: { code: 40021, msg: 'off target' } }),
        record: true,
      }),
    );
    const onTicket = vi.fn();
    await renderRoute(<Harness onTicket={onTicket} />);
    const handle = sliderHandle();
    await expect
      .element(handle)
      .toHaveAttribute('aria-valuetext', expect.stringMatching(/target 34$/));
    (handle.element() as HTMLElement).focus();
    await userEvent.keyboard('{PageUp}{Enter}');

    await expect.element(status()).toMatchTextContent('That did not match. Please slide again.');
    await expect.element(handle).toHaveAttribute('aria-valuetext', '0 of 100, target 34');
    await expect.element(handle).toHaveFocus();
    expect(challenges(calls)).toBe(2);
    expect(onTicket).not.toHaveBeenCalled();
    // No toast: the slider itself tells what happened.
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
  });

  test('an answer lost on the way says so and starts over', async () => {
    stubFetch(
      sliderRoutes({ verify: () => ({ status: 503, body: { code: 50300, msg: 'unavailable' } }) }),
    );
    await renderRoute(<Harness onTicket={vi.fn()} />);
    const handle = sliderHandle();
    await expect.element(handle).toHaveAttribute('aria-valuetext', '0 of 100, target 34');
    (handle.element() as HTMLElement).focus();
    await userEvent.keyboard('{PageUp}{Enter}');
    await expect
      .element(status())
      .toMatchTextContent('The check could not be completed. Please slide again.');
    await expect.element(handle).toHaveAttribute('aria-valuetext', '0 of 100, target 34');
  });

  test('a used ticket starts it over for the next call', async () => {
    const calls = stubFetch(sliderRoutes({ record: true }));
    await renderRoute(<Harness onTicket={vi.fn()} />);
    await solveSliderByKeyboard();

    await page.getByRole('button', { name: 'Use the ticket' }).click();
    await expect.element(status()).toMatchTextContent('Please slide again for the next step.');
    await expect.element(sliderHandle()).toHaveAttribute('aria-valuetext', '0 of 100, target 34');
    expect(challenges(calls)).toBe(2);
    await solveSliderByKeyboard();
    expect(answers(calls).map((answer) => answer.challengeId)).toEqual([
      'challenge-1',
      'challenge-2',
    ]);
  });

  test('a ticket not used in time is given back and the slider starts over', async () => {
    const calls = stubFetch(sliderRoutes({ ticketSeconds: 1, record: true }));
    const onTicket = vi.fn();
    await renderRoute(<Harness onTicket={onTicket} />);
    await solveSliderByKeyboard();
    expect(onTicket).toHaveBeenLastCalledWith('slider-ticket-1');

    await expect
      .element(status(), { timeout: 3000 })
      .toMatchTextContent('The verification has expired. Please slide again.');
    expect(onTicket).toHaveBeenLastCalledWith('');
    await expect.element(sliderHandle()).toHaveAttribute('aria-valuetext', '0 of 100, target 34');
    expect(challenges(calls)).toBe(2);
  });

  test('a challenge that cannot be loaded offers to try again', async () => {
    let fail = true;
    const [challenge, verify] = sliderRoutes();
    if (!challenge || !verify) throw new Error('no routes');
    stubFetch([
      {
        ...challenge,
        reply: (request) =>
          fail
            ? { status: 429, body: { code: 42900, msg: 'too many requests' } }
            : challenge.reply(request),
      },
      verify,
    ]);
    await renderRoute(<Harness onTicket={vi.fn()} />);

    await expect.element(status()).toMatchTextContent('The check could not be loaded.');
    await expect.element(sliderHandle()).toHaveAttribute('aria-disabled', 'true');
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(sliderHandle()).toHaveAttribute('aria-valuetext', '0 of 100, target 34');
    await expect.element(sliderHandle()).not.toHaveAttribute('aria-disabled');
  });

  test('turned off on the server, it shows nothing and fetches nothing', async () => {
    const restore = turnSliderOff();
    try {
      const calls = stubFetch([]);
      await renderRoute(<Harness onTicket={vi.fn()} />);
      await expect.element(page.getByRole('button', { name: 'Use the ticket' })).toBeVisible();
      expect(sliderHandle().all()).toHaveLength(0);
      expect(calls).toHaveLength(0);
    } finally {
      restore();
    }
  });
});

describe('SliderCheck with regional API servers (REGION_API_BASE_URLS)', () => {
  const meta = document.createElement('meta');
  meta.name = APP_CONFIG_META_NAME;
  const urls = { eu: 'https://eu.example.test', us: 'https://us.example.test' };
  afterEach(() => {
    meta.remove();
    initRuntime({ hostname: 'example.test', search: '' }, document);
  });

  test('a solved check is kept while the country changes within its region, and starts over in another', async () => {
    meta.content = JSON.stringify({ ...defaultAppConfig, regionApiBaseUrls: urls });
    document.head.append(meta);
    // The host's default country, Germany: the European server.
    initRuntime({ hostname: 'example.test', search: '' }, document);
    const calls = stubFetch(sliderRoutes({ record: true }));
    const onTicket = vi.fn();
    await renderRoute(<Harness onTicket={onTicket} />);
    await solveSliderByKeyboard();
    expect(calls.filter((call) => call.url.pathname === SLIDER_CHALLENGE_PATH)[0]?.url.origin).toBe(
      urls.eu,
    );
    expect(onTicket).toHaveBeenLastCalledWith('slider-ticket-1');

    // France, Italy, back to Germany: the same region, the same server; the ticket still counts.
    for (const country of ['FR', 'IT', 'DE']) {
      selectCountryArea(country);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await expect.element(sliderHandle()).toHaveAttribute('aria-valuetext', 'Verified');
    expect(onTicket).toHaveBeenLastCalledWith('slider-ticket-1');
    expect(challenges(calls)).toBe(1);

    // The United States: another server, where this ticket counts for nothing.
    selectCountryArea('US');
    await expect.element(sliderHandle()).toHaveAttribute('aria-valuetext', '0 of 100, target 34');
    expect(onTicket).toHaveBeenLastCalledWith('');
    const fetched = calls.filter((call) => call.url.pathname === SLIDER_CHALLENGE_PATH);
    expect(fetched.map((call) => call.url.origin)).toEqual([urls.eu, urls.us]);
  });
});
