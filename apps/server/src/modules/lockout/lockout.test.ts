import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#app.ts';
import { isAppError } from '#lib/app-error.ts';
import { LockoutRepo } from '#modules/lockout/lockout.repo.ts';
import { LockoutService } from '#modules/lockout/lockout.service.ts';
import {
  createTestApp,
  databases,
  latestCodeFor,
  NEW_DEVICES_ON,
  passwordGrant,
  paths,
  registerUser,
  tokenCall,
  uniqueEmail,
  UNLIMITED_CODES,
  VALID_PASSWORD,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

const WRONG_PASSWORD = 'Wrong1234';
const LOCKED = {
  code: 40010,
  msg: 'exceed max login attempts',
  error: 'invalid_grant',
  error_description: 'exceed max login attempts',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databases)('account lock on %s', (kind) => {
  /** Default policy: 5 failures in 15 minutes lock for 15 minutes. */
  const suite = appSuite(kind);
  /** 3 failures lock for 1 second. */
  let quick: App;

  beforeAll(async () => {
    ({ app: quick } = await createTestApp(suite.database, {
      LOCKOUT_MAX_FAILURES: '3',
      LOCKOUT_DURATION_SECONDS: '1',
    }));
  });
  afterAll(async () => {
    await quick?.close();
  });

  const codeOf = async (target: App, username: string, password: string) =>
    (await passwordGrant(target, username, password)).json().code as number | undefined;

  it('locks after N wrong passwords, refuses even the right one, and unlocks by itself', async () => {
    const email = uniqueEmail('lock');
    await registerUser(quick, email);
    for (let i = 0; i < 3; i += 1) {
      expect(await codeOf(quick, email, WRONG_PASSWORD)).toBe(40011);
    }
    const locked = await passwordGrant(quick, email, VALID_PASSWORD);
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toEqual(LOCKED);

    await sleep(1200);
    expect((await passwordGrant(quick, email, VALID_PASSWORD)).statusCode).toBe(200);
  });

  it('counts e-mail and product ID of one account on one counter', async () => {
    const email = uniqueEmail('shared');
    const productId = await registerUser(quick, email);
    expect(await codeOf(quick, email, WRONG_PASSWORD)).toBe(40011);
    expect(await codeOf(quick, productId, WRONG_PASSWORD)).toBe(40011);
    expect(await codeOf(quick, email.toUpperCase(), WRONG_PASSWORD)).toBe(40011);
    expect(await codeOf(quick, productId, VALID_PASSWORD)).toBe(40010);
    expect(await codeOf(quick, email, VALID_PASSWORD)).toBe(40010);
  });

  it('clears the counter on success', async () => {
    const email = uniqueEmail('clear');
    await registerUser(quick, email);
    for (let round = 0; round < 2; round += 1) {
      expect(await codeOf(quick, email, WRONG_PASSWORD)).toBe(40011);
      expect(await codeOf(quick, email, WRONG_PASSWORD)).toBe(40011);
      expect((await passwordGrant(quick, email, VALID_PASSWORD)).statusCode).toBe(200);
    }
  });

  it('a right password that asks for a double check clears nothing; the completed second step does (decision 026)', async () => {
    const risky = await createTestApp(suite.database, {
      ...UNLIMITED_CODES,
      ...NEW_DEVICES_ON,
      LOCKOUT_MAX_FAILURES: '3',
    });
    try {
      const ticketOf = async (email: string) => {
        const answer = await passwordGrant(risky.app, email, VALID_PASSWORD);
        expect(answer.json()).toHaveProperty('double_check_token');
        return answer.json().double_check_token as string;
      };
      // Someone holding the password cannot wipe the failures by passing the first step.
      const attacked = uniqueEmail('dc-held');
      await registerUser(risky.app, attacked);
      expect(await codeOf(risky.app, attacked, WRONG_PASSWORD)).toBe(40011);
      expect(await codeOf(risky.app, attacked, WRONG_PASSWORD)).toBe(40011);
      await ticketOf(attacked);
      expect(await codeOf(risky.app, attacked, WRONG_PASSWORD)).toBe(40011);
      expect(await codeOf(risky.app, attacked, VALID_PASSWORD)).toBe(40010);

      // The owner who completes the double check starts afresh.
      const owner = uniqueEmail('dc-done');
      await registerUser(risky.app, owner);
      expect(await codeOf(risky.app, owner, WRONG_PASSWORD)).toBe(40011);
      expect(await codeOf(risky.app, owner, WRONG_PASSWORD)).toBe(40011);
      const ticket = await ticketOf(owner);
      await risky.app.inject({
        method: 'POST',
        url: paths.oauthEmail,
        payload: { purpose: 'double-check', double_check_token: ticket },
      });
      const done = await tokenCall(risky.app, {
        grant_type: 'double_check',
        double_check_token: ticket,
        code: await latestCodeFor(risky.app, owner, 'double-check'),
      });
      expect(done.json()).toHaveProperty('access_token');
      expect(await codeOf(risky.app, owner, WRONG_PASSWORD)).toBe(40011);
      expect(await codeOf(risky.app, owner, WRONG_PASSWORD)).toBe(40011);
      await ticketOf(owner);
    } finally {
      await risky.app.close();
    }
  });

  it('forgets failures older than the window', async () => {
    const windowed = await createTestApp(suite.database, {
      LOCKOUT_MAX_FAILURES: '3',
      LOCKOUT_WINDOW_SECONDS: '1',
    });
    try {
      const email = uniqueEmail('window');
      await registerUser(windowed.app, email);
      expect(await codeOf(windowed.app, email, WRONG_PASSWORD)).toBe(40011);
      expect(await codeOf(windowed.app, email, WRONG_PASSWORD)).toBe(40011);
      await sleep(1200);
      expect(await codeOf(windowed.app, email, WRONG_PASSWORD)).toBe(40011);
      expect(await codeOf(windowed.app, email, WRONG_PASSWORD)).toBe(40011);
      expect((await passwordGrant(windowed.app, email, VALID_PASSWORD)).statusCode).toBe(200);
    } finally {
      await windowed.app.close();
    }
  });

  it('verifies at most N of 50 parallel wrong passwords; the rest are refused as locked', async () => {
    const email = uniqueEmail('parallel');
    await registerUser(suite.app, email);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => passwordGrant(suite.app, email, WRONG_PASSWORD)),
    );
    const codes = answers.map((answer) => answer.json().code);
    expect(codes.filter((code) => code === 40011)).toHaveLength(5);
    expect(codes.filter((code) => code === 40010)).toHaveLength(45);
    expect(await codeOf(suite.app, email, VALID_PASSWORD)).toBe(40010);
  });

  it('a password lock does not stop a login code; the sign-in by code lifts the lock (decision 026)', async () => {
    const email = uniqueEmail('lockcode');
    await registerUser(quick, email);
    for (let i = 0; i < 3; i += 1) await passwordGrant(quick, email, WRONG_PASSWORD);
    expect(await codeOf(quick, email, VALID_PASSWORD)).toBe(40010);

    const send = await quick.inject({
      method: 'POST',
      url: paths.oauthEmail,
      payload: { purpose: 'login', account: email },
    });
    expect(send.statusCode).toBe(200);
    const byCode = await tokenCall(quick, {
      grant_type: 'verification_code',
      username: email,
      code: await latestCodeFor(quick, email, 'login'),
    });
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json()).toHaveProperty('access_token');
    // The owner proved the mailbox: the password works again at once.
    expect((await passwordGrant(quick, email, VALID_PASSWORD)).statusCode).toBe(200);
  });

  describe('escalation', () => {
    /** 3 failures lock for 1 s, then 2 s, 4 s…, at most 3 s. */
    let escalating: App;
    const repo = () => new LockoutRepo(suite.database.db);
    beforeAll(async () => {
      ({ app: escalating } = await createTestApp(suite.database, {
        LOCKOUT_MAX_FAILURES: '3',
        LOCKOUT_DURATION_SECONDS: '1',
        LOCKOUT_MAX_DURATION_SECONDS: '3',
      }));
    });
    afterAll(async () => {
      await escalating?.close();
    });

    const userIdOf = async (email: string) =>
      (
        await suite.database.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).id;
    /** Three wrong passwords: the account locks; the lock's length in seconds and its number. */
    const lockOnce = async (email: string, userId: string) => {
      for (let i = 0; i < 3; i += 1) {
        expect(await codeOf(escalating, email, WRONG_PASSWORD)).toBe(40011);
      }
      expect(await codeOf(escalating, email, VALID_PASSWORD)).toBe(40010);
      const state = await repo().state(userId);
      const seconds = ((state?.lockedUntil?.getTime() ?? 0) - Date.now()) / 1000;
      return { seconds, lockCount: state?.lockCount };
    };
    const waitOut = async (userId: string) => {
      const until = (await repo().state(userId))?.lockedUntil?.getTime() ?? 0;
      await sleep(Math.max(0, until - Date.now()) + 150);
    };

    it('doubles each lock in a row up to the cap, and records the streak', async () => {
      const email = uniqueEmail('escalate');
      await registerUser(escalating, email);
      const userId = await userIdOf(email);

      const first = await lockOnce(email, userId);
      expect(first.lockCount).toBe(1);
      expect(first.seconds).toBeGreaterThan(0.3);
      expect(first.seconds).toBeLessThanOrEqual(1.05);
      await waitOut(userId);

      const second = await lockOnce(email, userId);
      expect(second.lockCount).toBe(2);
      expect(second.seconds).toBeGreaterThan(1.3);
      expect(second.seconds).toBeLessThanOrEqual(2.05);
      await waitOut(userId);

      // 4 s would be next: the cap (3 s) holds.
      const third = await lockOnce(email, userId);
      expect(third.lockCount).toBe(3);
      expect(third.seconds).toBeGreaterThan(2.3);
      expect(third.seconds).toBeLessThanOrEqual(3.05);
    });

    it('a successful sign-in ends the streak, and so does a quiet time as long as the cap', async () => {
      const email = uniqueEmail('streak-end');
      await registerUser(escalating, email);
      const userId = await userIdOf(email);

      expect((await lockOnce(email, userId)).lockCount).toBe(1);
      await waitOut(userId);
      expect((await passwordGrant(escalating, email, VALID_PASSWORD)).statusCode).toBe(200);
      expect(await repo().state(userId)).toBeUndefined();
      const afterSignIn = await lockOnce(email, userId);
      expect(afterSignIn.lockCount).toBe(1);
      expect(afterSignIn.seconds).toBeLessThanOrEqual(1.05);
      await waitOut(userId);

      // The last lock ended longer ago than the cap: the next one starts the streak again.
      await suite.database.db
        .updateTable('login_attempts')
        .set({ last_locked_until: new Date(Date.now() - 3_500) })
        .where('user_id', '=', userId)
        .execute();
      const afterQuiet = await lockOnce(email, userId);
      expect(afterQuiet.lockCount).toBe(1);
      expect(afterQuiet.seconds).toBeLessThanOrEqual(1.05);
    });
  });

  describe('LockoutService', () => {
    const policy = {
      maxFailures: 2,
      windowSeconds: 900,
      durationSeconds: 900,
      maxDurationSeconds: 86_400,
    };
    let lockout: LockoutService;
    let userId: string;

    beforeAll(async () => {
      lockout = new LockoutService({ repo: new LockoutRepo(suite.database.db), policy });
    });

    const newAccount = async () => {
      const email = uniqueEmail('service');
      await registerUser(suite.app, email);
      const row = await suite.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      userId = row.id;
    };
    const lockedError = (error: unknown) =>
      isAppError(error) && error.errorName === 'exceedMaxLoginAttempts';

    it('does not run verify while locked; unlock lifts the lock', async () => {
      await newAccount();
      expect(await lockout.guard(userId, async () => false)).toBe(false);
      await expect(lockout.guard(userId, () => Promise.reject(new Error('boom')))).rejects.toThrow(
        'boom',
      );
      await expect(lockout.assertNotLocked(userId)).rejects.toSatisfy(lockedError);
      let verified = 0;
      const verify = async () => {
        verified += 1;
        return true;
      };
      await expect(lockout.guard(userId, verify)).rejects.toSatisfy(lockedError);
      expect(verified).toBe(0);

      await suite.database.db.transaction().execute((trx) => lockout.unlock(userId, trx));
      await expect(lockout.assertNotLocked(userId)).resolves.toBeUndefined();
      expect(await lockout.guard(userId, verify)).toBe(true);
      expect(verified).toBe(1);
    });
  });
});
