import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message the sink accepted: its envelope, raw text and parsed form. */
export interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
  parsed: ParsedMail;
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/**
 * A real SMTP server on loopback that keeps every message it accepts; on `port` when given (to
 * start it again where a stopped one listened), else on a free one.
 */
export async function startSmtpSink(port = 0) {
  const received: Received[] = [];
  const waiting: ((mail: Received) => void)[] = [];
  /** While true, MAIL FROM is never answered: the sender hangs holding its message. */
  const state = { hold: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!state.hold) callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (parsed) => {
            const mail: Received = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              raw,
              parsed,
            };
            received.push(mail);
            waiting.shift()?.(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    state,
    received,
    /** The next message to arrive (or the first not yet taken). */
    next: (already: number) =>
      received.length > already
        ? Promise.resolve(received[already] as Received)
        : new Promise<Received>((resolve) => waiting.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
