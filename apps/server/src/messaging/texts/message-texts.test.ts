import { ALL_LANGUAGES, CODE_PURPOSES } from '@account-centre/contract';
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

    it('the e-mail change notice names the brand and the (masked) new address', () => {
      const notice = renderEmailChangedNotice({
        newEmailMasked: 'n***@example.com',
        language,
        brandName: 'Aurora',
      });
      expect(notice.subject).toContain('Aurora');
      expect(notice.text).toContain('n***@example.com');
    });
  });

  it('picks the language from a regional tag, and English for an unknown one', () => {
    expect(messageLanguageOf('zh-CN')).toBe('zh');
    expect(messageLanguageOf('xx')).toBe('en');
    expect(messageLanguageOf(undefined)).toBe('en');
  });
});
