import { errorMessages } from '@account-centre/contract';
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

  it('answers 11002 when the provider answers non-2xx; the undelivered code cannot be used', async () => {
    sink.answer = (response) => {
      response.writeHead(503).end();
    };
    const mobile = uniqueMobile();
    const failed = await sendSmsCode(mobile);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ code: 11002, msg: 'code send failed' });
    const registered = await suite.app.inject({
      method: 'POST',
      url: paths.registerSmsVerification,
      payload: phoneRegistrationBody(mobile, codeInSink()),
    });
    expect(registered.json()).toEqual({ code: 10007, msg: errorMessages.codeNotRequested });
  });

  it('answers 11002 when the provider does not answer within SMS_PROVIDER_TIMEOUT_MS', async () => {
    const impatient = await createTestApp(
      suite.database,
      production(sink, { SMS_PROVIDER_TIMEOUT_MS: '300' }),
      { mailTransport: { name: 'null', send: async () => {}, close: () => {} } },
    );
    try {
      sink.answer = () => 'hang';
      const started = Date.now();
      const failed = await impatient.app.inject({
        method: 'POST',
        url: paths.registerSms,
        payload: uniqueMobile(),
      });
      expect(failed.json()).toEqual({ code: 11002, msg: 'code send failed' });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await impatient.app.close();
    }
  });
});
