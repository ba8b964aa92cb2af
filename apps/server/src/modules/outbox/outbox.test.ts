import { DEV_OUTBOX_PATH } from '@account-centre/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp, databases, paths, uniqueEmail } from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

describe.each(databases)('dev outbox on %s', (kind) => {
  const suite = appSuite(kind, { CODE_RESEND_COOLDOWN_SECONDS: '0' });

  it('serves the messages for one address, newest first, in the DESIGN §8 shape', async () => {
    const email = uniqueEmail('box');
    const other = uniqueEmail('other');
    for (const to of [email, other, email]) {
      const sent = await suite.app.inject({
        method: 'POST',
        url: paths.registerEmailCode,
        payload: { email: to },
      });
      expect(sent.statusCode).toBe(200);
    }
    const response = await suite.app.inject({
      method: 'GET',
      url: `${DEV_OUTBOX_PATH}?to=${encodeURIComponent(email.toUpperCase())}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const messages = response.json() as Array<Record<string, unknown>>;
    expect(messages).toHaveLength(2);
    for (const message of messages) {
      expect(Object.keys(message).sort()).toEqual([
        'channel',
        'code',
        'purpose',
        'sentAt',
        'text',
        'to',
      ]);
      expect(message).toMatchObject({
        to: email,
        channel: 'email',
        purpose: 'register',
        code: expect.stringMatching(/^\d{6}$/),
        text: expect.stringContaining(String(message.code)),
      });
      expect(new Date(String(message.sentAt)).toISOString()).toBe(message.sentAt);
    }
    const [newest, oldest] = messages;
    expect(Date.parse(String(newest?.sentAt))).toBeGreaterThanOrEqual(
      Date.parse(String(oldest?.sentAt)),
    );

    // The newest is the code that works.
    const registered = await suite.app.inject({
      method: 'POST',
      url: paths.registerEmailVerification,
      payload: {
        email,
        code: newest?.code,
        password: 'Vacuum-Dock42',
        country: 'DE',
        birthDate: { year: 1990, month: 1, day: 1 },
        agreementAccepted: true,
      },
    });
    expect(registered.statusCode).toBe(200);

    const none = await suite.app.inject({
      method: 'GET',
      url: `${DEV_OUTBOX_PATH}?to=nobody@example.com`,
    });
    expect(none.json()).toEqual([]);
    const noTo = await suite.app.inject({ method: 'GET', url: DEV_OUTBOX_PATH });
    expect(noTo.statusCode).toBe(400);
    expect(noTo.json().code).toBe(40000);
  });

  it('is not there (404) when OUTBOX is off', async () => {
    const off = await createTestApp(
      suite.database,
      {
        OUTBOX: 'false',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        SMS_PROVIDER_URL: 'http://127.0.0.1:9/sms',
      },
      {
        mailTransport: { name: 'null', send: async () => {}, close: () => {} },
        smsTransport: { name: 'null', send: async () => {}, close: () => {} },
      },
    );
    try {
      const response = await off.app.inject({ method: 'GET', url: `${DEV_OUTBOX_PATH}?to=a@b.co` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 40400, msg: 'not found' });
    } finally {
      await off.app.close();
    }
  });
});
