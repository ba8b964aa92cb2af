import { describe, expect, it } from 'vitest';
import { fillBrand, pickLanguage } from '#modules/legal/legal-text.ts';

describe('pickLanguage', () => {
  const available = ['en', 'zh', 'de'];

  it('takes the exact language, then the base language, then English', () => {
    expect(pickLanguage(available, 'de')).toBe('de');
    expect(pickLanguage(available, 'DE-at')).toBe('de');
    expect(pickLanguage(available, 'zh-TW')).toBe('zh');
    expect(pickLanguage([...available, 'zh-TW'], 'zh-Hant')).toBe('zh-TW');
    expect(pickLanguage(available, 'fr')).toBe('en');
    expect(pickLanguage(available, undefined)).toBe('en');
  });

  it('falls back to any language when there is no English, and to nothing without texts', () => {
    expect(pickLanguage(['de'], 'fr')).toBe('de');
    expect(pickLanguage([], 'en')).toBeUndefined();
  });
});

describe('fillBrand', () => {
  it('replaces every placeholder', () => {
    expect(fillBrand('{brand} app, {brand} account', 'Nova')).toBe('Nova app, Nova account');
  });
});
