import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml, renderMailHtml } from '#messaging/mail-html.ts';
import { renderCodeEmail } from '#messaging/mail-templates.ts';
import { appSuite } from '#testing/app-suite.ts';
import { startSmtpSink, type SmtpSink } from '#testing/smtp-sink.ts';
import { paths, uniqueEmail } from '#testing/test-app.ts';

const MAIL_FROM = 'Aurora Accounts <accounts@aurora.example>';

describe('renderMailHtml', () => {
  it('escapes the text, keeps its paragraphs and sets lang and dir', () => {
    const html = renderMailHtml({
      subject: 'Hi <b>&</b>',
      text: 'Hello <script>alert(1)</script> & "you"\n\nYour code: 123456\nline two',
      language: 'he',
      code: '123456',
    });
    expect(html).toContain('<html lang="he" dir="rtl">');
    expect(html).toContain('<title>Hi &lt;b&gt;&amp;&lt;/b&gt;</title>');
    expect(html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;you&quot;');
    expect(html).not.toContain('<script');
    expect(html).toMatch(/<strong[^>]*>123456<\/strong><br>\nline two/);
    expect(renderMailHtml({ subject: 's', text: 't', language: 'de' })).toContain(
      '<html lang="de" dir="ltr">',
    );
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});

describe('e-mail through a real SMTP server', () => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await smtp.close();
  });
  const suite = appSuite('pglite', () => ({
    OUTBOX: 'false',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM,
    SECOND_BRAND_HOSTS: 'nova.example',
    SECOND_BRAND_MAIL_FROM: 'Nova Accounts <accounts@nova.example>',
    // Not used here; required beside SMTP when the outbox is off.
    SMS_PROVIDER_URL: 'http://127.0.0.1:9/sms',
    CODE_RESEND_COOLDOWN_SECONDS: '0',
  }));

  it.each([
    ['de', 'ltr'],
    ['ar', 'rtl'],
    ['en', 'ltr'],
  ])(
    'a %s registration code arrives with both bodies, headers and the code',
    async (language, dir) => {
      const email = uniqueEmail(`smtp.${language}`);
      const before = smtp.received.length;
      const sent = await suite.app.inject({
        method: 'POST',
        url: paths.registerEmailCode,
        payload: { email, language },
      });
      expect(sent.statusCode).toBe(200);
      const mail = await smtp.next(before);

      expect(mail.from).toBe('accounts@aurora.example');
      expect(mail.to).toEqual([email]);
      const { parsed } = mail;
      expect(parsed.from?.value).toEqual([
        { name: 'Aurora Accounts', address: 'accounts@aurora.example' },
      ]);
      expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value[0]?.address : undefined).toBe(
        email,
      );
      expect(parsed.headers.get('content-language')).toBe(language);

      // The text is the one the templates render; the code is in it and in the HTML.
      const code = /(?<!\d)(\d{6})(?!\d)/.exec(parsed.text ?? '')?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);
      const expected = renderCodeEmail({
        purpose: 'register',
        code,
        language,
        brandName: 'Aurora',
        ttlSeconds: 600,
      });
      expect(parsed.subject).toBe(expected.subject);
      expect(parsed.text?.trim()).toBe(expected.text.trim());
      const html = typeof parsed.html === 'string' ? parsed.html : '';
      expect(html).toMatch(
        new RegExp(`<html(?=[^>]*\\slang="${language}")(?=[^>]*\\sdir="${dir}")[^>]*>`),
      );
      expect(html).toContain(`>${code}</strong>`);
      expect(html).not.toContain('<script');
      // multipart/alternative: text first, then HTML.
      expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
    },
  );

  it("sends the second brand's mail from SECOND_BRAND_MAIL_FROM, the first brand's from MAIL_FROM", async () => {
    const email = uniqueEmail('smtp.nova');
    const before = smtp.received.length;
    const sent = await suite.app.inject({
      method: 'POST',
      url: paths.registerEmailCode,
      headers: { host: 'nova.example' },
      payload: { email, language: 'en' },
    });
    expect(sent.statusCode).toBe(200);
    const mail = await smtp.next(before);
    expect(mail.from).toBe('accounts@nova.example');
    expect(mail.parsed.from?.value).toEqual([
      { name: 'Nova Accounts', address: 'accounts@nova.example' },
    ]);
    expect(mail.parsed.subject).toContain('Nova');
  });
});
