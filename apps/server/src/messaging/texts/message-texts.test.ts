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

  describe('every count in the e-mail texts follows Intl plural rules (1, 2, 5, 7)', () => {
    const COUNTS = [1, 2, 5, 7];
    const DAY = 24 * 60 * 60;
    const undoUrl = 'https://account.example.com/undoEmailChange?token=abc';
    const notice = (language: string, undoTtlSeconds: number) =>
      renderEmailChangedNotice({
        newEmailMasked: 'n***@example.com',
        undoUrl,
        undoTtlSeconds,
        language,
        brandName: 'Aurora',
      }).text;
    const mail = (language: string, ttlSeconds: number) =>
      renderCodeEmail({
        purpose: 'login',
        code: '123456',
        brandName: 'Aurora',
        ttlSeconds,
        language,
      }).text;
    const days = (count: number, language: string) =>
      new Intl.NumberFormat(language, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(
        count,
      );
    /** The languages whose sentence around the undo link's lifetime needs a case of its own. */
    const OWN_CASE = ['ar', 'de', 'pl', 'ru', 'uk'];

    it.each(languages)(
      '%s: the code e-mail and the e-mail change notice, each count',
      (language) => {
        const rules = new Intl.PluralRules(language);
        const texts = COUNTS.map((count) => ({
          count,
          category: rules.select(count),
          code: mail(language, count * 60),
          notice: notice(language, count * DAY),
        }));
        for (const { count, code, notice: text } of texts) {
          for (const rendered of [code, text]) expect(rendered).not.toMatch(/undefined|NaN/);
          if (!OWN_CASE.includes(language)) expect(text).toContain(days(count, language));
        }
        // Counts of one plural category read alike: the words follow the category, not the number.
        for (const a of texts) {
          for (const b of texts) {
            // The first number is the count (Japanese says "1回", once, after it).
            const same = (x: string, n: number) => x.replace(new RegExp(`\\b${n}\\b`), 'N');
            if (a.category === b.category && (language !== 'ar' || (a.count > 2 && b.count > 2))) {
              expect(same(a.notice, a.count)).toBe(same(b.notice, b.count));
              expect(same(a.code, a.count)).toBe(same(b.code, b.count));
            }
          }
        }
      },
    );

    it('German: the dative after "innerhalb von" (7 Tagen, not 7 Tage)', () => {
      expect(notice('de', DAY)).toContain('innerhalb von 1 Tag ');
      for (const count of [2, 5, 7]) {
        expect(notice('de', count * DAY)).toContain(`innerhalb von ${count} Tagen ${undoUrl}`);
      }
      expect(notice('de', 7 * DAY)).not.toContain('7 Tage ');
      expect(notice('de', 2 * 60 * 60)).toContain('innerhalb von 2 Stunden');
      expect(mail('de', 60)).toContain('Er ist 1 Minute lang gültig');
      expect(mail('de', 7 * 60)).toContain('Er ist 7 Minuten lang gültig');
    });

    it('Russian: the genitive after "в течение", the accusative after "действует"', () => {
      expect(notice('ru', DAY)).toContain('в течение 1 дня:');
      expect(notice('ru', 2 * DAY)).toContain('в течение 2 дней:');
      expect(notice('ru', 5 * DAY)).toContain('в течение 5 дней:');
      expect(notice('ru', 7 * DAY)).toContain('в течение 7 дней:');
      expect(notice('ru', 21 * DAY)).toContain('в течение 21 дня:');
      expect(notice('ru', 2 * 60 * 60)).toContain('в течение 2 часов:');
      expect(mail('ru', 60)).toContain('Код действует 1 минуту');
      expect(mail('ru', 2 * 60)).toContain('Код действует 2 минуты');
      expect(mail('ru', 5 * 60)).toContain('Код действует 5 минут');
      expect(mail('ru', 7 * 60)).toContain('Код действует 7 минут');
    });

    it('Polish, Ukrainian and Arabic: the genitive (and the Arabic dual) in the notice', () => {
      expect(notice('pl', DAY)).toContain('w ciągu 1 dnia:');
      expect(notice('pl', 2 * DAY)).toContain('w ciągu 2 dni:');
      expect(notice('pl', 5 * 60 * 60)).toContain('w ciągu 5 godzin:');
      expect(notice('pl', 2 * 60 * 60)).toContain('w ciągu 2 godzin:');
      expect(notice('uk', DAY)).toContain('протягом 1 дня:');
      expect(notice('uk', 2 * DAY)).toContain('протягом 2 днів:');
      expect(notice('uk', 7 * DAY)).toContain('протягом 7 днів:');
      expect(notice('ar', DAY)).toContain('خلال يوم واحد');
      expect(notice('ar', 2 * DAY)).toContain('خلال يومين');
      expect(notice('ar', 7 * DAY)).toContain('خلال 7 أيام');
      expect(notice('ar', 11 * DAY)).toContain('خلال 11 يومًا');
    });
  });

  it('picks the language from a regional tag, and English for an unknown one', () => {
    expect(messageLanguageOf('zh-CN')).toBe('zh');
    expect(messageLanguageOf('xx')).toBe('en');
    expect(messageLanguageOf(undefined)).toBe('en');
  });
});
