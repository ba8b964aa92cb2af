import { describe, expect, test } from 'vitest';
import { checkMobileNumber, splitPastedPhone } from '#lib/country/mobile-number.ts';

describe('checkMobileNumber', () => {
  test('a valid mobile number of an allowed region, in E.164', () => {
    expect(
      checkMobileNumber({ form: 'national', areaCode: '86', text: '138 0013 8000' }, ['CN']),
    ).toEqual({ ok: true, e164: '+8613800138000' });
    expect(checkMobileNumber({ form: 'international', text: '+49 151 23456789' }, ['DE'])).toEqual({
      ok: true,
      e164: '+4915123456789',
    });
  });

  test('an invalid number, a landline, and a number of a region without phone login', () => {
    const invalid = { ok: false, message: 'invalidPhone' };
    expect(checkMobileNumber({ form: 'national', areaCode: '86', text: '123' }, ['CN'])).toEqual(
      invalid,
    );
    expect(checkMobileNumber({ form: 'international', text: '+49 30 1234567' }, ['DE'])).toEqual(
      invalid,
    );
    expect(checkMobileNumber({ form: 'international', text: '+49 151 23456789' }, ['CN'])).toEqual({
      ok: false,
      message: 'errors:phoneRegionNotAllowed',
    });
  });
});

describe('splitPastedPhone', () => {
  test('area code and national number, also for a number not (yet) valid', () => {
    expect(splitPastedPhone('+49 151 2345 6789')).toEqual({
      areaCode: '49',
      phone: '15123456789',
    });
    expect(splitPastedPhone('0086 138-0013-8000')).toEqual({
      areaCode: '86',
      phone: '13800138000',
    });
    expect(splitPastedPhone('+86 123')).toMatchObject({ areaCode: '86' });
  });

  test('nothing without a dial code', () => {
    expect(splitPastedPhone('138 0013 8000')).toBeUndefined();
    expect(splitPastedPhone('+')).toBeUndefined();
  });
});
