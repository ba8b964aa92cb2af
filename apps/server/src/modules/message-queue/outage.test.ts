import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#app.ts';
import { renderPasswordChangedNotice } from '#messaging/mail-templates.ts';
import { appSuite } from '#testing/app-suite.ts';
import { startHttpSink, type HttpSink } from '#testing/http-sink.ts';
import { registerPhoneUser, uniqueMobile } from '#testing/phone-accounts.ts';
import { startSmtpSink, type SmtpSink } from '#testing/smtp-sink.ts';
import {
  AUTH_HEADER,
  createTestApp,
  databases,
  paths,
  registerUser,
  signIn,
  uniqueEmail,
  VALID_PASSWORD,
  type TestApp,
} from '#testing/test-app.ts';

const NEW_PASSWORD = 'Robot-2026x';
const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

/** Production messaging (no outbox) with a fast worker and short back-off. */
const production = (smtpPort: number, smsUrl: string) => ({
  OUTBOX: 'false',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: 'Accounts <accounts@example.com>',
  FIRST_BRAND_MAIL_FROM: 'Aurora Accounts <accounts@aurora.example>',
  SMS_PROVIDER_URL: smsUrl,
  SMS_PROVIDER_TIMEOUT_MS: '1000',
  MESSAGE_WORKER_INTERVAL_MS: '100',
  MESSAGE_RETRY_BASE_SECONDS: '1',
  MESSAGE_FIRST_ATTEMPT_WAIT_MS: '2000',
  METRICS_TOKEN,
});

const changePassword = (app: App, token: string) =>
  app.inject({
    method: 'POST',
    url: paths.changePassword,
    headers: { [AUTH_HEADER]: token },
    payload: { currentPassword: VALID_PASSWORD, password: NEW_PASSWORD },
  });

async function until<T>(read: () => T | undefined, ms = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() - started > ms) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Decision 044: a notice is never dropped by an outage. The accounts are made through the dev
 * outbox (the suite's app); the password is changed through an app of the same database that
 * sends by SMTP and the HTTP SMS provider, while that stand-in is stopped.
 */
describe.each(databases)(
  'notices survive an outage of the mail server or SMS provider on %s',
  (kind) => {
    let smtp: SmtpSink;
    let sms: HttpSink;
    beforeAll(async () => {
      smtp = await startSmtpSink();
      sms = await startHttpSink();
    });
    afterAll(async () => {
      await smtp?.close();
      await sms?.close();
    });
    const suite = appSuite(kind);
    /**
     * Started only once the test's account is signed in: its worker sends every due message of
     * the shared database through its own transports, so a registration code of the suite's app
     * could otherwise go to the SMTP or SMS stand-in instead of the dev outbox.
     */
    let sending: TestApp | undefined;
    const startSending = async () => {
      sending = await createTestApp(suite.database, production(smtp.port, sms.url));
      return sending.app;
    };
    afterEach(async () => {
      await sending?.app.close();
      sending = undefined;
    });

    const metrics = async (app: App) =>
      (
        await app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        })
      ).body;

    it('the password-changed e-mail arrives, from the brand, once the stopped SMTP server is back', async () => {
      const email = uniqueEmail('outage.mail');
      await registerUser(suite.app, email);
      const { access_token } = await signIn(suite.app, email);

      const { port } = smtp;
      const app = await startSending();
      await smtp.close();
      const changed = await changePassword(app, access_token);
      expect(changed.json()).toMatchObject({ code: 0 });
      const [waiting] = await suite.database.db
        .selectFrom('messages')
        .select(['id', 'status', 'attempts', 'last_error'])
        .where('purpose', '=', 'password-changed')
        .where('channel', '=', 'email')
        .execute();
      expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
      expect(waiting?.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(await metrics(app)).toMatch(/^messages_waiting 1$/m);

      smtp = await startSmtpSink(port);
      const mail = await smtp.next(0);
      expect(mail.to).toEqual([email]);
      expect(mail.parsed.subject).toBe(
        renderPasswordChangedNotice({ resetUrl: '', language: 'en', brandName: 'Aurora' }).subject,
      );
      // FIRST_BRAND_MAIL_FROM, not MAIL_FROM.
      expect(mail.parsed.from?.value).toEqual([
        { name: 'Aurora Accounts', address: 'accounts@aurora.example' },
      ]);
      // Recorded as sent, its text erased.
      let row: { status: string; payload: string | null } | undefined;
      for (let waited = 0; row?.status !== 'sent' && waited < 5000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        row = await suite.database.db
          .selectFrom('messages')
          .select(['status', 'payload'])
          .where('id', '=', waiting?.id ?? '')
          .executeTakeFirstOrThrow();
      }
      expect(row).toEqual({ status: 'sent', payload: null });
      // Exactly once, however long the worker keeps running.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.received.filter((one) => one.to.includes(email))).toHaveLength(1);
      expect(await metrics(app)).toMatch(
        /^messages_total\{channel="email",event="failed"\} [1-9]/m,
      );
      expect(await metrics(app)).toMatch(/^messages_total\{channel="email",event="sent"\} [1-9]/m);
    });

    it('the password-changed SMS arrives once the stopped SMS provider is back', async () => {
      const mobile = uniqueMobile();
      await registerPhoneUser(suite.app, mobile);
      const { access_token } = await signIn(suite.app, mobile.e164);

      const port = Number(new URL(sms.url).port);
      const app = await startSending();
      await sms.close();
      const changed = await changePassword(app, access_token);
      expect(changed.json()).toMatchObject({ code: 0 });

      sms = await startHttpSink(port);
      const request = await until(() => sms.requests.find((one) => one.body.includes(mobile.e164)));
      expect(JSON.parse(request.body)).toMatchObject({ to: mobile.e164 });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(sms.requests.filter((one) => one.body.includes(mobile.e164))).toHaveLength(1);
    });
  },
);
