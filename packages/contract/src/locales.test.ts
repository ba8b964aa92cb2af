import { describe, expect, it } from 'vitest';
import {
  ALL_LANGUAGES,
  APP_LANGUAGES,
  LANGUAGE_ENTRIES,
  acceptedLanguages,
  matchLanguage,
  resolveLanguage,
} from '#locales.ts';

describe('languages (spec §3, §4)', () => {
  it('has the 11 app languages and 27 in the wider list, each with an entry', () => {
    expect(APP_LANGUAGES).toHaveLength(11);
    expect(ALL_LANGUAGES).toHaveLength(27);
    expect(new Set(ALL_LANGUAGES).size).toBe(27);
    expect(LANGUAGE_ENTRIES.map((e) => e.langTag).sort()).toEqual([...ALL_LANGUAGES].sort());
  });

  it('maps browser tags onto supported languages', () => {
    expect(matchLanguage('zh-CN', APP_LANGUAGES)).toBe('zh');
    expect(matchLanguage('de-AT', APP_LANGUAGES)).toBe('de');
    expect(matchLanguage('zh-TW', ALL_LANGUAGES)).toBe('zh-TW');
    expect(matchLanguage('zh-Hant-HK', ALL_LANGUAGES)).toBe('zh-HK');
    expect(matchLanguage('pt_BR', ALL_LANGUAGES)).toBe('pt');
    expect(matchLanguage('xx', APP_LANGUAGES)).toBeUndefined();
  });

  it('follows the precedence: saved → lang parameter → browser → en', () => {
    const supported = APP_LANGUAGES;
    expect(resolveLanguage({ saved: 'fr', param: 'de', browser: ['it'], supported })).toBe('fr');
    expect(resolveLanguage({ saved: 'ja', param: 'de', browser: ['it'], supported })).toBe('de');
    expect(
      resolveLanguage({ saved: null, param: 'nope', browser: ['zh-CN', 'en'], supported }),
    ).toBe('zh');
    expect(resolveLanguage({ saved: null, param: null, browser: ['xx-YY'], supported })).toBe('en');
  });
});

describe('acceptedLanguages', () => {
  it('orders the tags of Accept-Language by quality, then as given', () => {
    expect(acceptedLanguages('de-AT;q=0.8, fr, zh-TW;q=0.9, en;q=0.8')).toEqual([
      'fr',
      'zh-TW',
      'de-AT',
      'en',
    ]);
  });

  it('leaves out *, quality 0, empty parts and a bad quality', () => {
    expect(acceptedLanguages('*, it;q=0, , nl;q=abc, pl;Q=0.5')).toEqual(['pl']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });

  it('feeds the spec §4 precedence', () => {
    const browser = acceptedLanguages('xx, de;q=0.5, ru;q=0.7');
    expect(resolveLanguage({ browser, supported: APP_LANGUAGES })).toBe('ru');
  });
});
