import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailMessage, MessageTransport, OutgoingMessage } from '#messaging/message.ts';
import { MessageQueueRepo } from '#modules/message-queue/message-queue.repo.ts';
import {
  MessageQueue,
  retryDelaySeconds,
  type MessageQueueSettings,
} from '#modules/message-queue/message-queue.service.ts';
import { createTestDatabase, databases, type TestDatabase } from '#testing/test-app.ts';

const silent = (() => {
  const log = {
    level: 'silent',
    fatal() {},
    error() {},
    warn() {},
    info() {},
    debug() {},
    trace() {},
    silent() {},
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
})();

const SETTINGS: MessageQueueSettings = {
  maxAttempts: 3,
  retryBaseSeconds: 60,
  leaseSeconds: 60,
  firstAttemptWaitMs: 1000,
  workerIntervalMs: 0,
  secret: 'a-secret-for-sealing-queued-messages-0123456789',
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A transport that records what it sent (after `delayMs`) or fails while `failing` is set. */
function recordingTransport(delayMs = 0) {
  const sent: OutgoingMessage[] = [];
  const state = { failing: false as false | string };
  const transport: MessageTransport = {
    name: 'recording',
    send: async (message) => {
      if (delayMs > 0) await pause(delayMs);
      if (state.failing) throw new Error(state.failing);
      sent.push(message);
    },
    close: () => {},
  };
  return { transport, sent, state };
}

const mail = (n: number | string, code = '123456'): EmailMessage => ({
  channel: 'email',
  to: `queue.${n}@example.com`,
  subject: 'Your code',
  text: `Your code is ${code}`,
  purpose: 'register',
  code,
  language: 'en',
});

describe('retryDelaySeconds', () => {
  it('doubles from the base with equal jitter, at most an hour', () => {
    expect(retryDelaySeconds(1, 10, () => 0)).toBe(5);
    expect(retryDelaySeconds(1, 10, () => 1)).toBe(10);
    expect(retryDelaySeconds(3, 10, () => 0)).toBe(20);
    expect(retryDelaySeconds(3, 10, () => 1)).toBe(40);
    expect(retryDelaySeconds(30, 10, () => 1)).toBe(3600);
    expect(retryDelaySeconds(30, 10, () => 0)).toBe(1800);
  });
});

describe.each(databases)('the durable message queue on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  const queueWith = (transport: MessageTransport, settings: Partial<MessageQueueSettings> = {}) =>
    new MessageQueue({
      db: database.db,
      repo: new MessageQueueRepo(database.db),
      transport,
      settings: { ...SETTINGS, ...settings },
      log: silent,
    });
  const row = (id: string) =>
    database.db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** Waits (5 s at most) until a worker has claimed the message and is sending it. */
  const untilSending = async (id: string) => {
    for (let waited = 0; (await row(id)).status !== 'sending' && waited < 5000; waited += 10) {
      await pause(10);
    }
  };
  /** Makes every waiting message due now (instead of waiting out its back-off). */
  const makeDue = () =>
    database.db
      .updateTable('messages')
      .set({ next_attempt_at: sql<Date>`now()` })
      .where('status', '=', 'queued')
      .execute();
  /** Ends every test with an empty queue: the next test's workers see only their messages. */
  const clear = () => database.db.deleteFrom('messages').execute();

  it('keeps the message sealed until it is sent, then erases its text', async () => {
    const { transport, sent } = recordingTransport();
    const queue = queueWith(transport);
    const id = await queue.enqueue(mail('sealed', '987654'));
    const kept = await row(id);
    expect(kept).toMatchObject({
      status: 'queued',
      attempts: 0,
      channel: 'email',
      purpose: 'register',
      recipient_masked: 'q•••@example.com',
    });
    expect(kept.payload).toMatch(/^sealed1\./);
    expect(kept.payload).not.toContain('987654');
    expect(kept.payload).not.toContain('queue.sealed');

    expect(await queue.attempt(id)).toBe('sent');
    expect(sent).toEqual([mail('sealed', '987654')]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, payload: null });
    // Sent once: a worker round finds nothing.
    expect(await queue.deliverDue()).toBe(0);
    await queue.close();
    await clear();
  });

  it('is sent only if the transaction that queued it commits', async () => {
    const { transport, sent } = recordingTransport();
    const queue = queueWith(transport);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await queue.enqueue(mail('rolled-back'), { trx });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await queue.deliverDue()).toBe(0);
    expect(sent).toEqual([]);
    await queue.close();
  });

  it('two workers on one database never send one message twice', async () => {
    // Each send takes a while, so that the two workers' rounds overlap.
    const first = recordingTransport(15);
    const second = recordingTransport(15);
    const a = queueWith(first.transport);
    const b = queueWith(second.transport);
    const ids = new Set<string>();
    for (let n = 0; n < 50; n += 1) ids.add(await a.enqueue(mail(`race.${n}`)));

    // Both work the queue at the same time, round after round, until it is empty.
    const work = async (queue: MessageQueue) => {
      while ((await queue.deliverDue()) > 0);
    };
    await Promise.all([work(a), work(b), work(a), work(b)]);

    const delivered = [...first.sent, ...second.sent].map((message) => message.to);
    expect(delivered).toHaveLength(50);
    expect(new Set(delivered).size).toBe(50);
    const rows = await database.db
      .selectFrom('messages')
      .select(['status', 'attempts'])
      .where('id', 'in', [...ids])
      .execute();
    expect(rows.every((one) => one.status === 'sent' && one.attempts === 1)).toBe(true);
    await a.close();
    await b.close();
    await clear();
  });

  it('sends once a message claimed by a worker that died, after its lease', async () => {
    const { transport, sent } = recordingTransport();
    const survivor = queueWith(transport);
    const id = await survivor.enqueue(mail('orphan'));
    // A worker claims it for 1 s and dies before it sends (no outcome is ever recorded).
    const repo = new MessageQueueRepo(database.db);
    const killedLease = randomUUID();
    expect(await repo.claim(killedLease, 1, 10)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sending', attempts: 1 });

    // Within the lease nobody else takes it.
    expect(await survivor.deliverDue()).toBe(0);
    expect(sent).toEqual([]);
    await pause(1200);
    expect(await survivor.deliverDue()).toBe(1);
    expect(sent.map((message) => message.to)).toEqual(['queue.orphan@example.com']);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, payload: null });
    // The dead worker's late word changes nothing.
    expect(await repo.markSent(id, killedLease)).toBe(false);
    expect(await survivor.deliverDue()).toBe(0);
    expect(sent).toHaveLength(1);
    await survivor.close();
    await clear();
  });

  it('retries with back-off and makes a dead letter after MESSAGE_MAX_ATTEMPTS tries; a retry sends it', async () => {
    const { transport, sent, state } = recordingTransport();
    const events: string[] = [];
    const queue = new MessageQueue({
      db: database.db,
      repo: new MessageQueueRepo(database.db),
      transport,
      settings: { ...SETTINGS, retryBaseSeconds: 60 },
      log: silent,
      events: {
        queued: () => events.push('queued'),
        sent: () => events.push('sent'),
        failed: () => events.push('failed'),
        dead: () => events.push('dead'),
      },
    });
    state.failing = 'connection refused';
    const id = await queue.enqueue(mail('dead'));
    expect(await queue.attempt(id)).toBe('queued');
    const afterFirst = await row(id);
    expect(afterFirst).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'connection refused',
    });
    // Due again in 30-60 s (the first back-off of a 60 s base, with jitter), not at once.
    const wait = (afterFirst.next_attempt_at.getTime() - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(25);
    expect(wait).toBeLessThanOrEqual(61);
    expect(await queue.deliverDue()).toBe(0);

    await makeDue();
    expect(await queue.deliverDue()).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 2 });
    await makeDue();
    expect(await queue.deliverDue()).toBe(1);
    const dead = await row(id);
    expect(dead).toMatchObject({ status: 'dead', attempts: 3, last_error: 'connection refused' });
    expect(dead.dead_at).toBeInstanceOf(Date);
    expect(dead.payload).toMatch(/^sealed1\./);
    // A dead letter is not tried again by itself.
    await makeDue();
    expect(await queue.deliverDue()).toBe(0);
    expect(await queue.stats()).toMatchObject({ waiting: 0, dead: 1 });
    expect((await queue.list('dead')).map((one) => one.id)).toEqual([id]);
    expect(events).toEqual(['queued', 'failed', 'failed', 'failed', 'dead']);

    // The operator's retry (console): fresh tries, sent once the transport works.
    state.failing = false;
    expect(await queue.retryDead(id)).toBe(true);
    expect(await queue.retryDead(id)).toBe(false);
    expect(await queue.deliverDue()).toBe(1);
    expect(sent.map((message) => message.to)).toEqual(['queue.dead@example.com']);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, payload: null });
    await queue.close();
    await clear();
  });

  it('does not send a code after it expired', async () => {
    const { transport, sent, state } = recordingTransport();
    const queue = queueWith(transport);
    state.failing = 'provider down';
    const id = await queue.enqueue(mail('expired'), { expiresInSeconds: 1 });
    expect(await queue.attempt(id)).toBe('queued');
    state.failing = false;
    await pause(1100);
    await makeDue();
    expect(await queue.deliverDue()).toBe(1);
    expect(sent).toEqual([]);
    expect(await row(id)).toMatchObject({ status: 'expired', payload: null });
    await queue.close();
    await clear();
  });

  it('answers `queued` after MESSAGE_FIRST_ATTEMPT_WAIT_MS and records the slow delivery when it ends', async () => {
    const { transport, sent } = recordingTransport(600);
    const queue = queueWith(transport, { firstAttemptWaitMs: 100 });
    const id = await queue.enqueue(mail('slow'));
    const started = Date.now();
    expect(await queue.attempt(id)).toBe('queued');
    expect(Date.now() - started).toBeLessThan(500);
    // Closing waits for the delivery under way.
    await queue.close();
    expect(sent).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
    await clear();
  });

  it("answers `sent` when a worker claimed the message first and sent it within the request's wait", async () => {
    const { transport, sent } = recordingTransport(300);
    const request = queueWith(transport);
    // Another instance's worker (its own queue, the same database).
    const worker = queueWith(transport);
    const id = await request.enqueue(mail('elsewhere'));
    const working = worker.deliverDue();
    await untilSending(id);
    expect(await request.attempt(id)).toBe('sent');
    expect(await working).toBe(1);
    expect(sent).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
    await worker.close();
    await request.close();
    await clear();
  });

  it("answers `queued` when a worker's try of the message fails or outlasts the request's wait", async () => {
    const { transport, state } = recordingTransport(300);
    const request = queueWith(transport, { firstAttemptWaitMs: 100 });
    const worker = queueWith(transport);
    const id = await request.enqueue(mail('elsewhere.slow'));
    const working = worker.deliverDue();
    await untilSending(id);
    const started = Date.now();
    expect(await request.attempt(id)).toBe('queued');
    expect(Date.now() - started).toBeLessThan(290);
    await working;
    state.failing = 'provider down';
    const second = await request.enqueue(mail('elsewhere.failing'));
    const failing = worker.deliverDue();
    await untilSending(second);
    // A patient request learns of the failure when it happens, not at the end of its wait.
    const patient = queueWith(transport, { firstAttemptWaitMs: 5000 });
    const asked = Date.now();
    expect(await patient.attempt(second)).toBe('queued');
    expect(Date.now() - asked).toBeLessThan(2000);
    await failing;
    await patient.close();
    await worker.close();
    await request.close();
    await clear();
  });

  // Only PostgreSQL has other connections: on PGlite, one statement runs at a time.
  if (kind === 'postgres') {
    it("answers `sent` when a worker's claim of the message had not committed yet as the request looked", async () => {
      const { transport, sent } = recordingTransport();
      const request = queueWith(transport);
      const id = await request.enqueue(mail('claim.committing'));
      let attempted: Promise<string> | undefined;
      // Another instance's worker in the middle of its claim: the row locked and updated, not committed.
      await database.db.transaction().execute(async (claim) => {
        await claim
          .updateTable('messages')
          .set({ status: 'sending', attempts: 1, lease_token: randomUUID() })
          .where('id', '=', id)
          .execute();
        attempted = request.attempt(id);
        await pause(200);
      });
      // The other worker's try ends (with its own transport: this request's sends nothing).
      await pause(100);
      await database.db
        .updateTable('messages')
        .set({ status: 'sent' })
        .where('id', '=', id)
        .execute();
      expect(await attempted).toBe('sent');
      expect(sent).toHaveLength(0);
      await request.close();
      await clear();
    });
  }

  it('delivers due messages on its own once started, and stops with close', async () => {
    const { transport, sent, state } = recordingTransport();
    const queue = queueWith(transport, { workerIntervalMs: 50, retryBaseSeconds: 1 });
    state.failing = 'down';
    const id = await queue.enqueue(mail('worker'));
    expect(await queue.attempt(id)).toBe('queued');
    state.failing = false;
    queue.start();
    for (let waited = 0; sent.length === 0 && waited < 5000; waited += 50) await pause(50);
    // The transport has the message before the row says so: closing waits for that delivery to finish.
    await queue.close();
    expect(sent).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    await clear();
  });
});
