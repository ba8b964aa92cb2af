import { createHash } from 'node:crypto';
import { sliderVerifyResponseSchema } from '@account-centre/contract';
import { describe, expect, it } from 'vitest';
import { TARGET_RANGE, TARGET_TOLERANCE } from '#modules/slider/slider.service.ts';
import {
  answerChallenge,
  dragTrace,
  fetchChallenge,
  keyboardTrace,
  SLIDER_ON,
  tapTrace,
} from '#testing/slider-solver.ts';
import { createTestApp, databases, paths } from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

const FAILED = { code: 40021 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databases)('slider challenge and answer on %s', (kind) => {
  const suite = appSuite(kind, SLIDER_ON);

  it('issues a one-time challenge with a random gap', async () => {
    const response = await suite.app.inject({ method: 'POST', url: paths.sliderChallenge });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json() as { data: Record<string, unknown> };
    expect(data).toEqual({
      challengeId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      target: expect.any(Number),
      tolerance: TARGET_TOLERANCE,
      expiresInSeconds: 120,
    });
    expect(data.target).toBeGreaterThanOrEqual(TARGET_RANGE.min);
    expect(data.target).toBeLessThanOrEqual(TARGET_RANGE.max);
  });

  it.each([
    ['keyboard', keyboardTrace],
    ['drag', dragTrace],
    ['tap', tapTrace],
  ] as const)('a %s solution earns a ticket, stored only as its hash', async (input, traceTo) => {
    const { challengeId, target } = await fetchChallenge(suite.app);
    const trace = traceTo(target);
    const response = await answerChallenge(suite.app, challengeId, input, trace);
    expect(response.statusCode).toBe(200);
    const { ticket, expiresInSeconds } = sliderVerifyResponseSchema.parse(response.json()).data;
    expect(ticket).toMatch(/^[\w-]{43}$/);
    expect(expiresInSeconds).toBe(120);
    const row = await suite.database.db
      .selectFrom('slider_challenges')
      .select(['ticket_hash', 'answered_at'])
      .where('id', '=', challengeId)
      .executeTakeFirstOrThrow();
    expect(row.ticket_hash).toBe(createHash('sha256').update(ticket).digest('hex'));
    expect(row.answered_at).toBeInstanceOf(Date);
  });

  it('a position off the gap fails and uses the challenge up', async () => {
    const { challengeId, target } = await fetchChallenge(suite.app);
    const off = await answerChallenge(
      suite.app,
      challengeId,
      'keyboard',
      keyboardTrace(target - TARGET_TOLERANCE - 1),
    );
    expect(off.statusCode).toBe(400);
    expect(off.json()).toEqual({ ...FAILED, msg: 'off target' });

    const again = await answerChallenge(suite.app, challengeId, 'keyboard', keyboardTrace(target));
    expect(again.json()).toEqual({ ...FAILED, msg: 'challenge unknown, expired or used' });
  });

  it('an implausible movement fails and uses the challenge up', async () => {
    const { challengeId, target } = await fetchChallenge(suite.app);
    const jump = await answerChallenge(suite.app, challengeId, 'drag', [
      { t: 0, x: 0 },
      { t: 500, x: target },
    ]);
    expect(jump.statusCode).toBe(400);
    expect(jump.json()).toEqual({ ...FAILED, msg: 'implausible movement' });
    const again = await answerChallenge(suite.app, challengeId, 'drag', dragTrace(target));
    expect(again.json()).toMatchObject(FAILED);
  });

  it('a challenge solved twice in parallel gives one ticket', async () => {
    const { challengeId, target } = await fetchChallenge(suite.app);
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        answerChallenge(suite.app, challengeId, 'keyboard', keyboardTrace(target)),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('an unknown or expired challenge fails', async () => {
    const unknown = await answerChallenge(
      suite.app,
      '00000000-0000-4000-8000-000000000000',
      'keyboard',
      keyboardTrace(50),
    );
    expect(unknown.json()).toEqual({ ...FAILED, msg: 'challenge unknown, expired or used' });

    const short = await createTestApp(suite.database, {
      ...SLIDER_ON,
      SLIDER_CHALLENGE_TTL_SECONDS: '1',
    });
    try {
      const { challengeId, target, expiresInSeconds } = await fetchChallenge(short.app);
      expect(expiresInSeconds).toBe(1);
      await sleep(1100);
      const late = await answerChallenge(short.app, challengeId, 'keyboard', keyboardTrace(target));
      expect(late.json()).toEqual({ ...FAILED, msg: 'challenge unknown, expired or used' });
    } finally {
      await short.app.close();
    }
  });

  it('refuses malformed and oversized answers without using the challenge', async () => {
    const { challengeId, target } = await fetchChallenge(suite.app);
    const post = (payload: unknown) =>
      suite.app.inject({ method: 'POST', url: paths.sliderVerify, payload: payload as object });
    const trace = keyboardTrace(target);
    for (const payload of [
      { challengeId: 'not-an-id', input: 'keyboard', position: target, trace },
      { challengeId, input: 'voice', position: target, trace },
      { challengeId, input: 'keyboard', position: 101, trace },
      { challengeId, input: 'keyboard', position: target, trace: [{ t: 0, x: 0 }] },
      {
        challengeId,
        input: 'drag',
        position: target,
        trace: Array.from({ length: 301 }, (_, t) => ({ t, x: 0 })),
      },
      { challengeId, input: 'keyboard', position: target, trace: [{ t: -1, x: 0 }, ...trace] },
    ]) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ code: 40000 });
    }
    // None of them counted as an answer.
    const answer = await answerChallenge(suite.app, challengeId, 'keyboard', trace);
    expect(answer.statusCode).toBe(200);
  });

  it('caps the challenges of one client IP per hour, with the wait', async () => {
    const capped = await createTestApp(suite.database, {
      ...SLIDER_ON,
      SLIDER_MAX_PER_IP_PER_HOUR: '2',
    });
    try {
      const fetchFrom = (remoteAddress: string) =>
        capped.app.inject({ method: 'POST', url: paths.sliderChallenge, remoteAddress });
      expect((await fetchFrom('203.0.113.7')).statusCode).toBe(200);
      expect((await fetchFrom('203.0.113.7')).statusCode).toBe(200);
      const refused = await fetchFrom('203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 42900, retryAfterSeconds: expect.any(Number) });
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(3500);
      expect(wait).toBeLessThanOrEqual(3600);
      expect((await fetchFrom('203.0.113.8')).statusCode).toBe(200);
      // An IPv6 client counts by its /64: a new address in it is the same client.
      expect((await fetchFrom('2001:db8:9:1::1')).statusCode).toBe(200);
      expect((await fetchFrom('2001:db8:9:1::2')).statusCode).toBe(200);
      expect((await fetchFrom('2001:db8:9:1:abcd::3')).json()).toMatchObject({ code: 42900 });
      expect((await fetchFrom('2001:db8:9:2::1')).statusCode).toBe(200);
    } finally {
      await capped.app.close();
    }
  });
});
