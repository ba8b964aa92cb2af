import { describe, expect, it } from 'vitest';
import type { EmailMessage, MessageTransport, SmsMessage } from '#messaging/message.ts';
import { createMessenger, mailSenders } from '#messaging/messenger.ts';
import { testConfig } from '#testing/test-app.ts';

function recorder<M extends EmailMessage | SmsMessage>(name: string) {
  const sent: M[] = [];
  let closed = 0;
  const transport: MessageTransport<M> = {
    name,
    send: async (message) => {
      sent.push(message);
    },
    close: () => {
      closed += 1;
    },
  };
  return { transport, sent, closed: () => closed };
}

const email: EmailMessage = {
  channel: 'email',
  to: 'a@example.com',
  subject: 's',
  text: 't',
  purpose: 'login',
  code: '123456',
};
const sms: SmsMessage = {
  channel: 'sms',
  to: '+8613912345678',
  text: 't',
  purpose: 'login',
  code: '1',
};

const { brands } = testConfig();

describe('messenger', () => {
  it('sends e-mail through the mail transport and SMS through the SMS transport', async () => {
    const mail = recorder<EmailMessage>('mail');
    const text = recorder<SmsMessage>('sms');
    const messenger = createMessenger({
      config: { outbox: false, smtpUrl: undefined, mailFrom: 'x', smsProvider: undefined, brands },
      outbox: () => {
        throw new Error('no outbox when OUTBOX is off');
      },
      mail: mail.transport,
      sms: text.transport,
    });
    await messenger.send(email);
    await messenger.send(sms);
    expect(mail.sent).toEqual([email]);
    expect(text.sent).toEqual([sms]);
    expect(messenger.name).toBe('mail+sms');
    // Given transports belong to the caller.
    messenger.close();
    expect(mail.closed() + text.closed()).toBe(0);
  });

  it('sends both channels to the one outbox when OUTBOX is on, and closes it once', async () => {
    const outbox = recorder<EmailMessage | SmsMessage>('outbox');
    const messenger = createMessenger({
      config: { outbox: true, smtpUrl: undefined, mailFrom: 'x', smsProvider: undefined, brands },
      outbox: () => outbox.transport,
    });
    await messenger.send(email);
    await messenger.send(sms);
    expect(outbox.sent).toEqual([email, sms]);
    expect(messenger.name).toBe('outbox');
    messenger.close();
    expect(outbox.closed()).toBe(1);
  });

  it('sends e-mail from the sender of its brand, else from MAIL_FROM', () => {
    const config = testConfig({
      MAIL_FROM: 'Accounts <accounts@example.com>',
      FIRST_BRAND_MAIL_FROM: 'Aurora <accounts@aurora.example>',
      SECOND_BRAND_MAIL_FROM: 'Nova <accounts@nova.example>',
    });
    const from = mailSenders(config);
    expect(from({ ...email, brandName: 'Aurora' })).toBe('Aurora <accounts@aurora.example>');
    expect(from({ ...email, brandName: 'Nova' })).toBe('Nova <accounts@nova.example>');
    expect(from({ ...email, brandName: 'Other' })).toBe('Accounts <accounts@example.com>');
    expect(from(email)).toBe('Accounts <accounts@example.com>');
    // A brand without a sender of its own uses MAIL_FROM.
    const novaOnly = mailSenders(
      testConfig({
        MAIL_FROM: 'Accounts <a@example.com>',
        SECOND_BRAND_MAIL_FROM: 'N <n@nova.example>',
      }),
    );
    expect(novaOnly({ ...email, brandName: 'Aurora' })).toBe('Accounts <a@example.com>');
    expect(novaOnly({ ...email, brandName: 'Nova' })).toBe('N <n@nova.example>');
  });
});
