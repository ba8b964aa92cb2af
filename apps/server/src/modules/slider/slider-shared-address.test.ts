import {
  SLIDER_TICKET_HEADER,
  sliderChallengeResponseSchema,
  sliderVerifyResponseSchema,
  type SliderChallenge,
} from '@account-centre/contract';
import { describe, expect, it } from 'vitest';
import type { App } from '#app.ts';
import { workFor } from '#modules/slider/slider.service.ts';
import { SLIDER_ON, solveProofOfWork, tapTrace } from '#testing/slider-solver.ts';
import { createTestApp, databases, paths, uniqueEmail } from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

/**
 * Decision 047: a shared address (an office, a school, carrier-grade NAT) is served with a proof
 * of work that grows with its volume, not refused at a low per-IP cap; the per-destination cap
 * and a high per-address ceiling stay.
 */
const BASE = 100;
const SHARED = {
  ...SLIDER_ON,
  KEY_ENCRYPTION_SECRET: 'a-key-encryption-secret-of-at-least-32-characters',
  SLIDER_PROOF_OF_WORK_MAX_NUMBER: String(BASE),
  // The defaults, which the test harness raises for every other test.
  SLIDER_WORK_FREE_PER_IP_PER_HOUR: '30',
};

describe('the work a challenge asks for', () => {
  const settings = { workFreePerIpPerHour: 30, proofOfWorkAlways: false };
  it('is none within the work-free share, then grows with the square root of the count', () => {
    expect(workFor(1, settings, 100_000)).toBeUndefined();
    expect(workFor(30, settings, 100_000)).toBeUndefined();
    expect(workFor(31, settings, 100_000)).toBe(101_653);
    expect(workFor(120, settings, 100_000)).toBe(200_000);
    expect(workFor(1200, settings, 100_000)).toBe(632_456);
    // Never past the largest size a browser is asked to solve.
    expect(workFor(100_000, { ...settings, workFreePerIpPerHour: 1 }, 100_000)).toBe(10_000_000);
  });
  it('is the base size within the share when the proof of work is always on', () => {
    expect(workFor(1, { ...settings, proofOfWorkAlways: true }, 5000)).toBe(5000);
    expect(workFor(120, { ...settings, proofOfWorkAlways: true }, 5000)).toBe(10_000);
  });
});

describe.each(databases)('a shared address on %s', (kind) => {
  const suite = appSuite(kind, SHARED);

  const fetchFrom = async (app: App, address: string): Promise<SliderChallenge> => {
    const response = await app.inject({
      method: 'POST',
      url: paths.sliderChallenge,
      remoteAddress: address,
    });
    if (response.statusCode !== 200) throw new Error(`challenge answered ${response.body}`);
    return sliderChallengeResponseSchema.parse(response.json()).data;
  };

  const answer = async (app: App, address: string, challenge: SliderChallenge, withWork = true) => {
    const trace = tapTrace(challenge.target);
    const proofOfWork =
      withWork && challenge.proofOfWork ? await solveProofOfWork(challenge.proofOfWork) : undefined;
    await new Promise((resolve) => setTimeout(resolve, trace.at(-1)?.t ?? 0));
    return app.inject({
      method: 'POST',
      url: paths.sliderVerify,
      remoteAddress: address,
      payload: {
        challengeId: challenge.challengeId,
        input: 'tap',
        position: challenge.target,
        trace,
        proofOfWork,
      },
    });
  };

  const ticketFrom = async (app: App, address: string) => {
    const challenge = await fetchFrom(app, address);
    const response = await answer(app, address, challenge);
    if (response.statusCode !== 200) throw new Error(`verify answered ${response.body}`);
    return { challenge, ticket: sliderVerifyResponseSchema.parse(response.json()).data.ticket };
  };

  const sendCode = (app: App, address: string, email: string, ticket: string) =>
    app.inject({
      method: 'POST',
      url: paths.registerEmailCode,
      remoteAddress: address,
      headers: { [SLIDER_TICKET_HEADER]: ticket },
      payload: { email },
    });

  it('keeps serving many distinct destinations past the old per-IP caps, with rising work', async () => {
    const address = '198.51.100.20';
    // The old defaults refused the 121st challenge and the 21st code of an hour from one address.
    for (let i = 0; i < 125; i += 1) await fetchFrom(suite.app, address);
    const sizes: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const { challenge, ticket } = await ticketFrom(suite.app, address);
      sizes.push(challenge.proofOfWork?.maxNumber ?? 0);
      const sent = await sendCode(suite.app, address, uniqueEmail(`office${i}`), ticket);
      expect(sent.statusCode, sent.body).toBe(200);
    }
    // The 126th challenge of the hour onwards: the work is there and grows with the count.
    expect(sizes[0]).toBe(
      workFor(126, { workFreePerIpPerHour: 30, proofOfWorkAlways: false }, BASE),
    );
    expect(sizes.at(-1)).toBe(
      workFor(150, { workFreePerIpPerHour: 30, proofOfWorkAlways: false }, BASE),
    );
    expect(sizes.at(-1)).toBeGreaterThan(sizes[0] ?? Infinity);
    expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
  });

  it('asks nothing of a quiet address, and an answer owing its work is refused and stays answerable', async () => {
    const address = '198.51.100.21';
    for (let i = 0; i < 30; i += 1) {
      expect((await fetchFrom(suite.app, address)).proofOfWork).toBeUndefined();
    }
    const owing = await fetchFrom(suite.app, address);
    expect(owing.proofOfWork?.maxNumber).toBe(Math.round(BASE * Math.sqrt(31 / 30)));
    const without = await answer(suite.app, address, owing, false);
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({ code: 40021, msg: 'proof of work missing' });
    const row = await suite.database.db
      .selectFrom('slider_challenges')
      .select(['answered_at', 'proof_of_work_max_number'])
      .where('id', '=', owing.challengeId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      answered_at: null,
      proof_of_work_max_number: owing.proofOfWork?.maxNumber,
    });
    // Solved, the same challenge passes.
    expect((await answer(suite.app, address, owing)).statusCode).toBe(200);
    // Another address is not affected by this one's volume.
    expect((await fetchFrom(suite.app, '198.51.100.22')).proofOfWork).toBeUndefined();
  });

  it('still holds one destination to its hourly cap (11004)', async () => {
    const app = (
      await createTestApp(suite.database, { ...SHARED, CODE_RESEND_COOLDOWN_SECONDS: '0' })
    ).app;
    try {
      const address = '198.51.100.23';
      const email = uniqueEmail('one-destination');
      for (let i = 0; i < 5; i += 1) {
        const sent = await sendCode(app, address, email, (await ticketFrom(app, address)).ticket);
        expect(sent.statusCode, sent.body).toBe(200);
      }
      const sixth = await sendCode(app, address, email, (await ticketFrom(app, address)).ticket);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toMatchObject({ code: 11004 });
      // Other people behind the address are still served.
      const other = await sendCode(
        app,
        address,
        uniqueEmail('colleague'),
        (await ticketFrom(app, address)).ticket,
      );
      expect(other.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('bounds a flood from one address: the work grows, then the hard ceiling refuses (42900)', async () => {
    const app = (
      await createTestApp(suite.database, { ...SHARED, SLIDER_MAX_PER_IP_PER_HOUR: '60' })
    ).app;
    try {
      const address = '198.51.100.24';
      const sizes: number[] = [];
      for (let i = 0; i < 60; i += 1) {
        sizes.push((await fetchFrom(app, address)).proofOfWork?.maxNumber ?? 0);
      }
      expect(sizes.slice(0, 30)).toEqual(Array<number>(30).fill(0));
      expect(sizes[59]).toBe(Math.round(BASE * Math.sqrt(2)));
      const refused = await app.inject({
        method: 'POST',
        url: paths.sliderChallenge,
        remoteAddress: address,
      });
      expect(refused.statusCode).toBe(429);
      const body = refused.json() as { code: number; msg: string; retryAfterSeconds: number };
      expect(body).toEqual({
        code: 42900,
        msg: 'slider challenge limit reached for this client',
        retryAfterSeconds: expect.any(Number),
      });
      expect(body.retryAfterSeconds).toBeGreaterThan(3500);
      expect(refused.headers['retry-after']).toBe(String(body.retryAfterSeconds));
      // An IPv6 flood is one client per /64.
      for (let i = 0; i < 60; i += 1) await fetchFrom(app, `2001:db8:47::${(i + 1).toString(16)}`);
      const v6 = await app.inject({
        method: 'POST',
        url: paths.sliderChallenge,
        remoteAddress: '2001:db8:47::ffff',
      });
      expect(v6.statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('keeps the per-IP code ceiling when an operator sets it low (11004)', async () => {
    const app = (
      await createTestApp(suite.database, { ...SHARED, CODE_MAX_SENDS_PER_IP_PER_HOUR: '2' })
    ).app;
    try {
      const address = '198.51.100.25';
      for (let i = 0; i < 2; i += 1) {
        const ticket = (await ticketFrom(app, address)).ticket;
        expect((await sendCode(app, address, uniqueEmail('low'), ticket)).statusCode).toBe(200);
      }
      const third = await sendCode(
        app,
        address,
        uniqueEmail('low'),
        (await ticketFrom(app, address)).ticket,
      );
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ code: 11004, msg: 'code send limit reached for this client' });
    } finally {
      await app.close();
    }
  });
});
