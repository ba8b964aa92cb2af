import { describe, expect, it, test } from 'vitest';
import {
  parseInternationalPhone,
  parseMobileNumber,
  phoneMessages,
  phoneNumberSchema,
  splitInternationalPhone,
} from '#rules/phone.ts';

describe('phone rule (spec §5 "Phone")', () => {
  test.each([
    // area code, number as typed, E.164, country
    ['86', '13812345678', '+8613812345678', 'CN'],
    ['+86', '138 1234 5678', '+8613812345678', 'CN'],
    ['49', '15123456789', '+4915123456789', 'DE'],
    ['49', '0151 2345-6789', '+4915123456789', 'DE'],
    ['49', '(0151) 23456789', '+4915123456789', 'DE'],
    ['44', '07400 123456', '+447400123456', 'GB'],
    ['33', '06 12 34 56 78', '+33612345678', 'FR'],
    ['7', '916 123-45-67', '+79161234567', 'RU'],
    ['7', '701 123 4567', '+77011234567', 'KZ'],
    ['1', '201-555-0123', '+12015550123', 'US'],
    ['1', '809 555 1234', '+18095551234', 'DO'],
    ['1809', '555 1234', '+18095551234', 'DO'],
    ['852', '6123 4567', '+85261234567', 'HK'],
    ['65', '8123 4567', '+6581234567', 'SG'],
    ['61', '0412 345 678', '+61412345678', 'AU'],
    ['49', '+49 151 2345 6789', '+4915123456789', 'DE'],
    ['49', '0049 151 2345 6789', '+4915123456789', 'DE'],
  ])('%s %s → %s (%s)', (areaCode, phone, e164, country) => {
    expect(parseMobileNumber(areaCode, phone)).toMatchObject({ e164, country });
    expect(phoneNumberSchema.safeParse({ areaCode, phone }).success).toBe(true);
  });

  test.each([
    ['49', '30 12345678', 'a landline cannot receive an SMS code'],
    ['86', '10 1234 5678', 'a landline cannot receive an SMS code'],
    ['86', '1381234567', 'one digit short'],
    ['86', '138123456789', 'one digit too many'],
    ['49', '151', 'too short'],
    ['49', '+86 138 1234 5678', 'another dial code pasted'],
    ['4', '915123456789', 'a prefix of the calling code'],
    ['86', '138-1234-567x', 'a letter'],
    ['86', 'call 13812345678', 'words around the number'],
    ['999', '13812345678', 'an unknown dial code'],
    ['86', '1'.repeat(40), 'too long to read'],
  ])('%s %s is invalid: %s', (areaCode, phone) => {
    expect(parseMobileNumber(areaCode, phone)).toBeUndefined();
    const result = phoneNumberSchema.safeParse({ areaCode, phone });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['phone'],
      message: phoneMessages.invalid,
    });
  });

  it('asks for an area code when none is selected', () => {
    for (const areaCode of [undefined, '', '  ']) {
      const result = phoneNumberSchema.safeParse({ areaCode, phone: '13812345678' });
      expect(result.error?.issues[0]).toMatchObject({
        path: ['areaCode'],
        message: phoneMessages.areaCodeRequired,
      });
    }
    const malformed = phoneNumberSchema.safeParse({ areaCode: '86a', phone: '13812345678' });
    expect(malformed.error?.issues[0]?.message).toBe(phoneMessages.invalid);
  });

  it('reports a missing or empty number as invalid', () => {
    for (const phone of [undefined, '', '   ']) {
      const result = phoneNumberSchema.safeParse({ areaCode: '86', phone });
      expect(result.error?.issues[0]).toMatchObject({
        path: ['phone'],
        message: phoneMessages.invalid,
      });
    }
  });
});

describe('parseInternationalPhone', () => {
  test.each([
    ['+86 138 1234 5678', '+8613812345678'],
    ['+49 (0)151 2345 6789', '+4915123456789'],
    ['0049 151 2345 6789', '+4915123456789'],
  ])('%s → %s', (text, e164) => {
    expect(parseInternationalPhone(text)?.e164).toBe(e164);
  });

  test.each(['13812345678', '+49 30 12345678', '+999 123456', '', '+'])('rejects %j', (text) => {
    expect(parseInternationalPhone(text)).toBeUndefined();
  });
});

describe('splitInternationalPhone (pasting into the number field)', () => {
  test.each([
    ['+49 151 2345 6789', { areaCode: '49', phone: '15123456789', country: 'DE' }],
    ['+8613812345678', { areaCode: '86', phone: '13812345678', country: 'CN' }],
    ['0044 7400 123456', { areaCode: '44', phone: '7400123456', country: 'GB' }],
    ['+1 (809) 555-1234', { areaCode: '1', phone: '8095551234', country: 'DO' }],
    // Not valid yet (too short), but the area code can already be selected.
    ['+49 151', { areaCode: '49', phone: '151', country: 'DE' }],
  ])('%s', (text, parts) => {
    expect(splitInternationalPhone(text)).toEqual(parts);
  });

  test.each(['15123456789', '+999 123', 'hello', ''])('leaves %j alone', (text) => {
    expect(splitInternationalPhone(text)).toBeUndefined();
  });
});
