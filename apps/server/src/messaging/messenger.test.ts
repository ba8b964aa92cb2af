import { describe, expect, it } from 'vitest';
import type { EmailMessage, MessageTransport, SmsMessage } from '#messaging/message.ts';
import { createMessenger } from '#messaging/messenger.ts';

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

describe('messenger', () => {
  it('sends e-mail through the mail transport and SMS through the SMS transport', async () => {
    const mail = recorder<EmailMessage>('mail');
    const text = recorder<SmsMessage>('sms');
    const messenger = createMessenger({
      config: { outbox: false, smtpUrl: undefined, mailFrom: 'x', smsProvider: undefined },
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
      config: { outbox: true, smtpUrl: undefined, mailFrom: 'x', smsProvider: undefined },
      outbox: () => outbox.transport,
    });
    await messenger.send(email);
    await messenger.send(sms);
    expect(outbox.sent).toEqual([email, sms]);
    expect(messenger.name).toBe('outbox');
    messenger.close();
    expect(outbox.closed()).toBe(1);
  });
});
