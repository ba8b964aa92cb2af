import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServerBundle,
  startServerProcess,
  type ServerProcess,
} from '#testing/server-process.ts';
import { startSmtpSink, type SmtpSink } from '#testing/smtp-sink.ts';
import {
  createTestDatabase,
  emptyDir,
  paths,
  uniqueEmail,
  type TestDatabase,
} from '#testing/test-app.ts';
import { databasesFor } from './support.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let bundle: Awaited<ReturnType<typeof buildServerBundle>> | undefined;
beforeAll(async () => {
  bundle = await buildServerBundle();
});
afterAll(() => bundle?.remove());

/**
 * Decision 044: `kill -9` a real server while it holds a message (its SMTP call hangs), start it
 * again on the same data, and check that the message is delivered exactly once (after the lease).
 */
describe.each(databasesFor('crash'))('message held by a killed server on %s', (kind) => {
  const data = emptyDir();
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  let smtp: SmtpSink | undefined;
  afterAll(async () => {
    await server?.stop(5000);
    await smtp?.close();
    await database?.close();
    data.remove();
  });

  it('is sent exactly once after the restart', async () => {
    smtp = await startSmtpSink();
    const env: Record<string, string> = {
      DATA_DIR: data.dir,
      OUTBOX: 'false',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SMS_PROVIDER_URL: 'http://127.0.0.1:9/sms',
      MESSAGE_LEASE_SECONDS: '5',
      MESSAGE_FIRST_ATTEMPT_WAIT_MS: '300',
      MESSAGE_WORKER_INTERVAL_MS: '200',
    };
    if (kind === 'postgres') {
      database = await createTestDatabase('postgres', { migrate: false });
      env.DATABASE_URL = database.url ?? '';
    }
    const script = bundle?.script;
    server = await startServerProcess(env, { script });
    const first = server;

    // The mail server hangs: the server holds the message it is sending.
    smtp.state.hold = true;
    const email = uniqueEmail('held');
    const answer = await fetch(`${first.base}${paths.registerEmailCode}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(((await answer.json()) as { data: { delivery?: string } }).data.delivery).toBe('queued');
    first.process.kill('SIGKILL');
    await first.exited;

    smtp.state.hold = false;
    server = await startServerProcess(env, { script });
    const mail = await Promise.race([
      smtp.next(0),
      sleep(30_000).then(() => {
        throw new Error('the held message never arrived');
      }),
    ]);
    expect(mail.to).toEqual([email]);
    // Longer than a lease and several worker rounds: still exactly one.
    await sleep(6000);
    expect(smtp.received.filter((one) => one.to.includes(email))).toHaveLength(1);
  });
});
