import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SmsProviderConfig } from '#config/index.ts';
import { createHttpSmsTransport } from '#messaging/http-sms-transport.ts';
import type { SmsMessage } from '#messaging/message.ts';
import { parseSmsBodyTemplate } from '#messaging/sms-body-template.ts';
import { startHttpSink, type HttpSink } from '#testing/http-sink.ts';

const MESSAGE: SmsMessage = {
  channel: 'sms',
  to: '+8613912345678',
  purpose: 'login',
  code: '123456',
  // Quotes, a backslash, a new line and a placeholder-like text: all must arrive as written.
  text: '【Aurora】验证码123456 "quoted" \\ back\nline {{to}}',
};

describe('HTTP SMS provider (against a local sink)', () => {
  let sink: HttpSink;

  beforeAll(async () => {
    sink = await startHttpSink();
  });
  afterEach(() => {
    sink.requests.length = 0;
    sink.answer = (response) => {
      response.writeHead(200).end();
    };
  });
  afterAll(async () => {
    await sink?.close();
  });

  const provider = (overrides: Partial<SmsProviderConfig> = {}): SmsProviderConfig => ({
    url: sink.url,
    authHeader: { name: 'Authorization', value: 'Bearer sms-key' },
    bodyTemplate: parseSmsBodyTemplate(
      '{"sender":"Aurora","recipients":["{{to}}"],"message":{"body":"{{text}}","to":"{{to}}"},"flash":false}',
    ),
    timeoutMs: 2000,
    ...overrides,
  });

  it('posts the body template filled with number and text (JSON-escaped) and the auth header', async () => {
    await createHttpSmsTransport(provider()).send(MESSAGE);
    expect(sink.requests).toHaveLength(1);
    const [request] = sink.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/sms' });
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.authorization).toBe('Bearer sms-key');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      sender: 'Aurora',
      recipients: ['+8613912345678'],
      message: { body: MESSAGE.text, to: '+8613912345678' },
      flash: false,
    });
  });

  it('sends any header name, and none without one', async () => {
    await createHttpSmsTransport(
      provider({ authHeader: { name: 'X-Api-Key', value: 'k3y' } }),
    ).send(MESSAGE);
    await createHttpSmsTransport(provider({ authHeader: undefined })).send(MESSAGE);
    expect(sink.requests[0]?.headers['x-api-key']).toBe('k3y');
    expect(sink.requests[1]?.headers.authorization).toBeUndefined();
    expect(sink.requests[1]?.headers['x-api-key']).toBeUndefined();
  });

  it.each([201, 202, 204])('takes %i as delivered', async (status) => {
    sink.answer = (response) => {
      response.writeHead(status).end();
    };
    await expect(createHttpSmsTransport(provider()).send(MESSAGE)).resolves.toBeUndefined();
  });

  it.each([400, 401, 429, 500, 503])(
    'fails on %i, naming the status but not the number or code',
    async (status) => {
      sink.answer = (response) => {
        response.writeHead(status).end(`{"error":"bad number ${MESSAGE.to}"}`);
      };
      const sent = createHttpSmsTransport(provider()).send(MESSAGE);
      await expect(sent).rejects.toThrow(`SMS provider answered HTTP ${status}`);
      await expect(sent).rejects.not.toThrow(MESSAGE.to);
      await expect(sent).rejects.not.toThrow(MESSAGE.code);
    },
  );

  it('fails on a redirect instead of following it with the credentials', async () => {
    sink.answer = (response) => {
      response.writeHead(302, { location: 'http://127.0.0.1:9/elsewhere' }).end();
    };
    await expect(createHttpSmsTransport(provider()).send(MESSAGE)).rejects.toThrow(
      'SMS provider request failed',
    );
    expect(sink.requests).toHaveLength(1);
  });

  it('fails when the provider does not answer within the timeout', async () => {
    sink.answer = () => 'hang';
    const started = Date.now();
    await expect(
      createHttpSmsTransport(provider({ timeoutMs: 200 })).send(MESSAGE),
    ).rejects.toThrow('SMS provider did not answer within 200 ms');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('fails when the provider cannot be reached', async () => {
    const closed = await startHttpSink();
    await closed.close();
    await expect(
      createHttpSmsTransport(provider({ url: closed.url })).send(MESSAGE),
    ).rejects.toThrow('SMS provider request failed');
  });
});
