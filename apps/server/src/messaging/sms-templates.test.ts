import { CODE_PURPOSES } from '@account-centre/contract';
import { describe, expect, it } from 'vitest';
import { renderCodeSms } from '#messaging/sms-templates.ts';

/** The GSM 03.38 basic characters an English text keeps to, so it is not sent as UCS-2. */
const GSM_BASIC = /^[A-Za-z0-9 @£$¥!"#%&'()*+,\-./:;<=>?¡¿ÄÖÑÜ§äöñüà\n]*$/;

describe('SMS texts', () => {
  for (const brandName of ['Aurora', 'Nova']) {
    for (const purpose of CODE_PURPOSES) {
      it(`${brandName} ${purpose}: one segment in English and in Chinese, with the code`, () => {
        const input = { purpose, code: '123456', brandName, ttlSeconds: 600 };
        const en = renderCodeSms({ ...input, language: 'en' });
        expect(en).toMatch(GSM_BASIC);
        expect(en.length).toBeLessThanOrEqual(160);
        expect(en).toContain('123456');
        expect(en).toContain('10 min');

        const zh = renderCodeSms({ ...input, language: 'zh-CN' });
        expect(zh.length).toBeLessThanOrEqual(70);
        expect(zh).toContain(`【${brandName}】验证码123456`);
        expect(zh).toContain('10分钟');
      });
    }
  }

  it('falls back to English for a language it does not know', () => {
    const text = renderCodeSms({
      purpose: 'register',
      code: '654321',
      brandName: 'Aurora',
      ttlSeconds: 300,
      language: 'tlh',
    });
    expect(text).toBe(
      'Aurora: your code is 654321, to create your account. Valid 5 min. Never share it.',
    );
  });
});
