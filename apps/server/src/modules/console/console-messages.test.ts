import { consoleAdminPaths } from '@account-centre/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { maskEmail } from '#lib/mask.ts';
import { appSuite } from '#testing/app-suite.ts';
import {
  consoleTester,
  createStaff,
  expectCode,
  type ConsoleSession,
} from '#testing/console-session.ts';
import { databases, paths, uniqueEmail } from '#testing/test-app.ts';

interface Listed {
  id: string;
  purpose: string;
  recipientMasked: string;
  status: string;
  attempts: number;
  lastError: string | null;
}

describe.each(databases)('console messages on %s', (kind) => {
  // One try, then a dead letter: the mail server refuses everything.
  const suite = appSuite(
    kind,
    { MESSAGE_MAX_ATTEMPTS: '1' },
    {
      mailTransport: {
        name: 'broken',
        send: () => Promise.reject(new Error('relay refused the sender')),
        close: () => {},
      },
    },
  );
  const tester = consoleTester(suite);
  let admin: ConsoleSession;
  let support: ConsoleSession;
  beforeAll(async () => {
    admin = await tester.signIn(await createStaff(suite.database.db, kind, 'admin'));
    support = await tester.signIn(await createStaff(suite.database.db, kind, 'support'));
  });

  const list = async (status: 'waiting' | 'dead') => {
    const response = await tester.call(
      'GET',
      `${consoleAdminPaths.messages}?status=${status}`,
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const retryPath = (id: string) => consoleAdminPaths.messageRetry.replace(':messageId', id);

  it('lists a dead letter with its recipient masked, and an admin retries it, audited', async () => {
    const email = uniqueEmail('dead.letter');
    const sent = await suite.app.inject({
      method: 'POST',
      url: paths.registerEmailCode,
      payload: { email },
    });
    expect(sent.json().data).toMatchObject({ delivery: 'queued' });

    const dead = await list('dead');
    expect(dead.body).not.toContain(email);
    const [message] = (dead.json() as { data: { messages: Listed[] } }).data.messages.filter(
      (one) => one.recipientMasked === maskEmail(email),
    );
    expect(message).toMatchObject({
      purpose: 'register',
      status: 'dead',
      attempts: 1,
      lastError: 'relay refused the sender',
    });
    const id = message?.id ?? '';

    // Support staff see no admin page.
    expectCode(await tester.call('POST', retryPath(id), support), 403, 40322);

    const retried = await tester.call('POST', retryPath(id), admin);
    expect(retried.statusCode, retried.body).toBe(200);
    const waiting = (await list('waiting')).json() as { data: { messages: Listed[] } };
    expect(waiting.data.messages.map((one) => one.id)).toContain(id);
    expect((await list('dead')).json().data.messages.map((one: Listed) => one.id)).not.toContain(
      id,
    );
    const audit = await suite.database.db
      .selectFrom('staff_audit')
      .select(['action', 'target'])
      .where('action', '=', 'message-retry')
      .execute();
    expect(audit).toEqual([{ action: 'message-retry', target: id }]);

    // Only a dead letter can be retried.
    expectCode(await tester.call('POST', retryPath(id), admin), 404, 40400);
  });
});
