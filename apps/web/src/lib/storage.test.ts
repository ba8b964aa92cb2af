import { describe, expect, test, vi } from 'vitest';
import * as z from 'zod/mini';
import { getStored, removeStored, setStored, storageKey, storageTypeOf } from '#lib/storage.ts';

describe('storage', () => {
  test('keeps values in the spec envelope under a prefixed key', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    setStored('language', { langTag: 'zh' });
    setStored('isZhLang', true);
    setStored('refreshToken', 'r-1');

    expect(storageKey('language')).toBe('ac-language');
    expect(JSON.parse(localStorage.getItem('ac-language') ?? '')).toEqual({
      dataType: 'object',
      content: { langTag: 'zh' },
      type: 'localStorage',
      datetime: 1_700_000_000_000,
    });
    expect(JSON.parse(localStorage.getItem('ac-isZhLang') ?? '')).toMatchObject({
      dataType: 'boolean',
      content: true,
    });
    expect(getStored('refreshToken', z.string())).toBe('r-1');
  });

  test('a missing, foreign or mismatching value reads as undefined', () => {
    expect(getStored('refreshToken', z.string())).toBeUndefined();
    localStorage.setItem('ac-refreshToken', 'not json');
    expect(getStored('refreshToken', z.string())).toBeUndefined();
    localStorage.setItem('ac-refreshToken', JSON.stringify({ content: 'no envelope' }));
    expect(getStored('refreshToken', z.string())).toBeUndefined();
    setStored('refreshToken', 42);
    expect(getStored('refreshToken', z.string())).toBeUndefined();
    removeStored('refreshToken');
    expect(localStorage.getItem('ac-refreshToken')).toBeNull();
  });

  test('the country state of a visit lives in session storage, in the same envelope', () => {
    expect(storageTypeOf('countryArea')).toBe('sessionStorage');
    expect(storageTypeOf('language')).toBe('localStorage');
    setStored('countryArea', 'FR');
    expect(JSON.parse(sessionStorage.getItem('ac-countryArea') ?? '')).toMatchObject({
      dataType: 'string',
      content: 'FR',
      type: 'sessionStorage',
    });
    expect(localStorage.getItem('ac-countryArea')).toBeNull();
    expect(getStored('countryArea', z.string())).toBe('FR');
    removeStored('countryArea');
    expect(sessionStorage.getItem('ac-countryArea')).toBeNull();
  });
});
