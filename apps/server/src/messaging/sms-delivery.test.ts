import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EmailMessage } from '#messaging/message.ts';
import { startHttpSink, type HttpSink } from '#testing/http-sink.ts';
import { phoneRegistrationBody, uniqueMobile } from '#testing/phone-accounts.ts';
import { appSuite } from '#testing/app-suite.ts';
import { createTestApp, databases, paths, uniqueEmail } from '#testing/test-app.ts';

/** Production settings: no outbox; e-mail by SMTP (captured here), SMS by the HTTP provider. */
const production = (sink: HttpSink, extra: Record<string, string> = {}) => ({
  OUTBOX: 'false',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  SMS_PROVIDER_URL: sink.url,
  SMS_PROVIDER_AUTH_HEADER: 'Authorization: Bearer sms-key',
  SMS_PROVIDER_BODY_TEMPLATE: '{"phone":"{{to}}","content":"{{text}}","sign":"Aurora"}',
  CODE_RESEND_COOLDOWN_SECONDS: '0',
  ...extra,
});

describe.each(databases)('SMS through the HTTP provider on %s', (kind) => {
  let sink: HttpSink;
  const mails: EmailMessage[] = [];
  beforeAll(async () => {
    sink = await startHttpSink();
  });
  afterAll(async () => {
    await sink?.close();
  });
  const suite = appSuite(kind, () => production(sink), {
    mailTransport: {
      name: 'capture',
      send: async (message) => {
        mails.push(message);
      },
      close: () => {},
    },
  });

  afterEach(() => {
    sink.requests.length = 0;
    sink.answer = (response) => {
      response.writeHead(200).end('{"result":"queued"}');
    };
  });

  const sendSmsCode = (phone: { areaCode: string; phone: string }) =>
    suite.app.inject({
      method: 'POST',
      url: paths.registerSms,
      payload: { ...phone, language: 'en' },
    });
  /** The code in the SMS the provider was asked to send. */
  const codeInSink = (index = 0) => {
    const body = JSON.parse(sink.requests[index]?.body ?? '{}') as { content?: string };
    return /\b(\d{6})\b/.exec(body.content ?? '')?.[1] ?? '';
  };

  it('posts the SMS to the provider; its code registers the account; e-mail still goes by mail', async () => {
    const mobile = uniqueMobile();
    expect((await sendSmsCode(mobile)).statusCode).toBe(200);
    expect(sink.requests).toHaveLength(1);
    expect(sink.requests[0]?.headers.authorization).toBe('Bearer sms-key');
    const body = JSON.parse(sink.requests[0]?.body ?? '{}');
    expect(body).toEqual({
      phone: mobile.e164,
      content: expect.stringMatching(/^Aurora: your code is \d{6}, to create your account\./),
      sign: 'Aurora',
    });
    const registered = await suite.app.inject({
      method: 'POST',
      url: paths.registerSmsVerification,
      payload: phoneRegistrationBody(mobile, codeInSink()),
    });
    expect(registered.statusCode).toBe(200);

    const email = uniqueEmail('mail');
    await suite.app.inject({ method: 'POST', url: paths.registerEmailCode, payload: { email } });
    expect(mails.map((mail) => mail.to)).toEqual([email]);
    expect(sink.requests).toHaveLength(1);
  });

  it('answers `queued` when the provider answers non-2xx; the code is valid and the SMS kept for a retry', async () => {
    sink.answer = (response) => {
      response.writeHead(503).end();
    };
    const mobile = uniqueMobile();
    const failed = await sendSmsCode(mobile);
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data).toEqual({
      cooldownSeconds: 0,
      expiresInSeconds: 600,
      delivery: 'queued',
    });
    const queued = await suite.database.db
      .selectFrom('messages')
      .select(['status', 'last_error'])
      .where('channel', '=', 'sms')
      .where('status', '=', 'queued')
      .execute();
    expect(queued).toEqual([{ status: 'queued', last_error: 'SMS provider answered HTTP 503' }]);
    // The code the provider was asked to send is the one the user gets once it accepts.
    const registered = await suite.app.inject({
      method: 'POST',
      url: paths.registerSmsVerification,
      payload: phoneRegistrationBody(mobile, codeInSink()),
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json().code).toBe(0);
  });

  it('answers `queued` within MESSAGE_FIRST_ATTEMPT_WAIT_MS when the provider does not answer', async () => {
    const impatient = await createTestApp(
      suite.database,
      production(sink, { SMS_PROVIDER_TIMEOUT_MS: '2000', MESSAGE_FIRST_ATTEMPT_WAIT_MS: '300' }),
      { mailTransport: { name: 'null', send: async () => {}, close: () => {} } },
    );
    try {
      sink.answer = () => 'hang';
      const started = Date.now();
      const answer = await impatient.app.inject({
        method: 'POST',
        url: paths.registerSms,
        payload: uniqueMobile(),
      });
      expect(answer.json().data).toMatchObject({ delivery: 'queued' });
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      await impatient.app.close();
    }
  });
});
