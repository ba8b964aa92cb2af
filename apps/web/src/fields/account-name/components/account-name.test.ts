import { describe, expect, test } from 'vitest';
import { readAccountName } from '#fields/account-name/components/account-name.ts';

const china = { areaCode: '86' };

describe('readAccountName', () => {
  test('e-mail addresses and product IDs, wherever phone login applies or not', () => {
    for (const phone of [china, undefined]) {
      expect(readAccountName(' Ann@Example.com ', phone)).toEqual({
        kind: 'email',
        value: 'Ann@Example.com',
      });
      expect(readAccountName('1002003004', phone)).toEqual({
        kind: 'productId',
        value: '1002003004',
      });
    }
  });

  test('a national number takes the selected dial code; an international one its own', () => {
    expect(readAccountName('138 0013 8000', china)).toEqual({
      kind: 'phone',
      draft: { form: 'national', areaCode: '86', text: '138 0013 8000' },
      display: '+86 138 0013 8000',
    });
    expect(readAccountName('+49 151 2345-6789', china)).toEqual({
      kind: 'phone',
      draft: { form: 'international', text: '+49 151 2345-6789' },
      display: '+49 151 2345-6789',
    });
    expect(readAccountName('0049 151 23456789', china)).toMatchObject({
      kind: 'phone',
      draft: { form: 'international', text: '+49 151 23456789' },
    });
    // No area code chosen yet: the number is shown as typed.
    expect(readAccountName('13800138000', { areaCode: '' })).toMatchObject({
      kind: 'phone',
      display: '13800138000',
    });
  });

  test('where phone login does not apply, a phone number is refused', () => {
    expect(readAccountName('13800138000', undefined)).toEqual({ kind: 'phoneUnavailable' });
    expect(readAccountName('+86 138 0013 8000', undefined)).toEqual({ kind: 'phoneUnavailable' });
  });

  test('nothing, or none of the kinds', () => {
    expect(readAccountName('  ', china)).toEqual({ kind: 'empty' });
    for (const text of ['ann', '+', '138-abc', '++86 138']) {
      expect(readAccountName(text, china), text).toEqual({ kind: 'unreadable' });
    }
  });
});
