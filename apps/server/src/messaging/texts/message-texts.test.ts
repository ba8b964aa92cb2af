import { ALL_LANGUAGES, CODE_PURPOSES, formatDuration } from '@account-centre/contract';
import { describe, expect, it } from 'vitest';
import { renderCodeEmail, renderEmailChangedNotice } from '#messaging/mail-templates.ts';
import { messageLanguageOf } from '#messaging/message-language.ts';
import { renderCodeSms } from '#messaging/sms-templates.ts';
import { MESSAGE_TEXTS } from '#messaging/texts/index.ts';

/** GSM 03.38 basic set: a text of only these is sent as GSM-7 (160 per segment), else UCS-2 (70). */
const GSM_BASIC = /^[A-Za-z0-9 \n@£$¥!"#%&'()*+,\-./:;<=>?¡¿ÄÖÑÜ§äöñüàèéùìòÇØøÅåÆæßÉ]*$/;
const segmentLimit = (text: string) => (GSM_BASIC.test(text) ? 160 : 70);

const english = MESSAGE_TEXTS.en;
const languages = Object.keys(MESSAGE_TEXTS);

describe('message texts', () => {
  it('every language of spec §3 has its own e-mail and SMS texts', () => {
    expect(languages.sort()).toEqual([...ALL_LANGUAGES].sort());
  });

  describe.each(languages)('%s', (language) => {
    const texts = MESSAGE_TEXTS[language as keyof typeof MESSAGE_TEXTS];

    it('is its own translation, not English', () => {
      if (language === 'en') return;
      for (const purpose of CODE_PURPOSES) {
        expect(texts?.codeEmail.action[purpose]).not.toBe(english?.codeEmail.action[purpose]);
        expect(texts?.sms.action[purpose]).not.toBe(english?.sms.action[purpose]);
      }
    });

    it("the OpenID provider's pages are its own translation and name the app and the brand", () => {
      const pages = texts?.providerPages;
      const question = pages?.logoutQuestion({ app: 'Partner Shop', brand: 'Nova' }) ?? '';
      expect(question).toContain('Partner Shop');
      expect(question).toContain('Nova');
      expect(pages?.signedOutText('Nova')).toContain('Nova');
      if (language === 'en') return;
      for (const key of [
        'logoutConfirm',
        'logoutCancel',
        'errorTitle',
        'errorText',
        'toLogin',
      ] as const) {
        expect(pages?.[key], key).not.toBe(english?.providerPages[key]);
      }
      expect(question).not.toBe(
        english?.providerPages.logoutQuestion({ app: 'Partner Shop', brand: 'Nova' }),
      );
    });

    it.each(CODE_PURPOSES)(
      '%s: the SMS fits one segment and the e-mail names code, brand and minutes',
      (purpose) => {
        for (const brandName of ['Aurora', 'Nova']) {
          const input = { purpose, code: '123456', brandName, ttlSeconds: 600, language };
          const sms = renderCodeSms(input);
          expect(sms).toContain('123456');
          expect(sms).toContain(brandName);
          expect(sms).toMatch(/10/);
          expect(sms.length, sms).toBeLessThanOrEqual(segmentLimit(sms));

          const mail = renderCodeEmail(input);
          expect(mail.subject).toContain(brandName);
          expect(mail.text).toContain('123456');
          expect(mail.text).toContain(brandName);
          expect(mail.text).toMatch(/10/);
        }
      },
    );

    it('the e-mail change notice names the brand, the (masked) new address and the undo link with its lifetime', () => {
      const undoUrl = 'https://account.example.com/undoEmailChange?token=abc_DEF-123';
      const notice = renderEmailChangedNotice({
        newEmailMasked: 'n***@example.com',
        undoUrl,
        undoTtlSeconds: 7 * 24 * 60 * 60,
        language,
        brandName: 'Aurora',
      });
      expect(notice.subject).toContain('Aurora');
      expect(notice.text).toContain('n***@example.com');
      expect(notice.text).toContain(undoUrl);
      expect(notice.text).toMatch(/7/);
    });
  });

  describe('the lifetime is stated with Intl in every language (never "1 minutes")', () => {
    const mail = (language: string, ttlSeconds: number) =>
      renderCodeEmail({
        purpose: 'login',
        code: '123456',
        brandName: 'Aurora',
        ttlSeconds,
        language,
      }).text;
    const sms = (language: string, ttlSeconds: number) =>
      renderCodeSms({
        purpose: 'login',
        code: '123456',
        brandName: 'Aurora',
        ttlSeconds,
        language,
      });

    it('English: one minute, seconds under a minute, hours', () => {
      expect(mail('en', 60)).toContain('It is valid for 1 minute and');
      expect(mail('en', 89)).toContain('It is valid for 89 seconds and');
      expect(mail('en', 7200)).toContain('It is valid for 2 hours and');
      expect(sms('en', 60)).toContain('Valid 1 min.');
    });

    it.each(languages)('%s: one unit and two units follow its plural rules', (language) => {
      const one = formatDuration({ value: 1, unit: 'minute' }, language);
      const two = formatDuration({ value: 2, unit: 'minute' }, language);
      const pluralDiffers = one.replace('1', 'N') !== two.replace('2', 'N');
      const [oneMail, twoMail] = [mail(language, 60), mail(language, 120)];
      if (pluralDiffers) {
        expect(oneMail.replace(/\b1\b/g, 'N')).not.toBe(twoMail.replace(/\b2\b/g, 'N'));
      }
      // Languages whose sentence takes the nominative show Intl's own words.
      if (!['ar', 'pl', 'ru', 'uk'].includes(language)) {
        expect(oneMail).toContain(one);
        expect(twoMail).toContain(two);
        expect(mail(language, 45)).toContain(
          formatDuration({ value: 45, unit: 'second' }, language),
        );
      }
    });

    it('Russian, Ukrainian, Polish and Arabic use the accusative and dual forms', () => {
      expect(mail('ru', 60)).toContain('Код действует 1 минуту');
      expect(mail('ru', 180)).toContain('Код действует 3 минуты');
      expect(mail('ru', 21 * 60)).toContain('Код действует 21 минуту');
      expect(mail('ru', 45)).toContain('Код действует 45 секунд');
      expect(mail('uk', 60)).toContain('Код дійсний 1 хвилину');
      expect(mail('pl', 7200)).toContain('ważny przez 2 godziny');
      expect(mail('ar', 120)).toContain('لمدة دقيقتين');
      expect(mail('ar', 3600)).toContain('لمدة ساعة واحدة');
    });
  });

  it('picks the language from a regional tag, and English for an unknown one', () => {
    expect(messageLanguageOf('zh-CN')).toBe('zh');
    expect(messageLanguageOf('xx')).toBe('en');
    expect(messageLanguageOf(undefined)).toBe('en');
  });
});
