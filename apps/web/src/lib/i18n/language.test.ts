import { APP_LANGUAGES } from '@account-centre/contract';
import { describe, expect, test } from 'vitest';
import { i18n } from '#lib/i18n/i18n.ts';
import { changeLanguage, detectLanguage } from '#lib/i18n/language.ts';
import { getStored, setStored } from '#lib/storage.ts';
import * as z from 'zod/mini';
import { ar } from '#i18n/locales/ar/index.ts';

const supported = APP_LANGUAGES;

describe('detectLanguage (spec §4 precedence)', () => {
  test('a saved choice still offered wins over everything', () => {
    setStored('language', { langTag: 'de' });
    expect(detectLanguage({ param: 'fr', browser: ['zh-CN'], supported })).toBe('de');
  });

  test('a saved choice no longer offered falls through to the lang param', () => {
    setStored('language', { langTag: 'ja' });
    expect(detectLanguage({ param: 'fr', browser: ['zh-CN'], supported })).toBe('fr');
  });

  test('then the browser languages, zh-CN → zh', () => {
    expect(detectLanguage({ param: undefined, browser: ['xx', 'zh-CN'], supported })).toBe('zh');
    expect(detectLanguage({ param: 'klingon', browser: ['de-AT'], supported })).toBe('de');
  });

  test('none → en', () => {
    expect(detectLanguage({ param: null, browser: [], supported })).toBe('en');
  });
});

describe('changeLanguage', () => {
  test('saves the choice, sets isZhLang and updates <html lang dir>', async () => {
    await changeLanguage('zh');
    expect(getStored('language', z.object({ langTag: z.string() }))).toEqual({ langTag: 'zh' });
    expect(getStored('isZhLang', z.boolean())).toBe(true);
    expect(document.documentElement.lang).toBe('zh');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.t('auth:submit')).toBe('登录');

    await changeLanguage('en');
    expect(getStored('isZhLang', z.boolean())).toBe(false);
    expect(document.documentElement.lang).toBe('en');
  });

  test('Arabic and Hebrew are written right to left', async () => {
    await changeLanguage('ar');
    expect(i18n.t('auth:submit')).toBe(ar.auth.submit);
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await changeLanguage('he');
    expect(document.documentElement.dir).toBe('rtl');
    await changeLanguage('zh-TW');
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(document.documentElement.dir).toBe('ltr');
    expect(getStored('isZhLang', z.boolean())).toBe(false);
    await changeLanguage('en');
  });
});
