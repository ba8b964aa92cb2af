import { describe, expect, test } from 'vitest';
import { parseAccountName } from '#rules/account.ts';

describe('parseAccountName', () => {
  test.each([
    [' Ann@Example.COM ', { kind: 'email', value: 'ann@example.com' }],
    ['1234567890', { kind: 'productId', value: '1234567890' }],
    ['+49 151 2345-6789', { kind: 'phone', value: '+4915123456789' }],
    ['+86 (138) 0013.8000', { kind: 'phone', value: '+8613800138000' }],
    // The phone rule drops the trunk prefix some write after the dial code.
    ['+49 (0)151 2345 6789', { kind: 'phone', value: '+4915123456789' }],
    // Not a valid mobile number: kept as digits (no account can have it).
    ['+49 30 1234567', { kind: 'phone', value: '+49301234567' }],
  ])('%s', (input, expected) => {
    expect(parseAccountName(input)).toEqual(expected);
  });

  test.each(['', '   ', '0123456789', '12345', 'ann', '+12', '+0123456789', '+1234567890123456'])(
    'rejects %j',
    (input) => {
      expect(parseAccountName(input)).toBeUndefined();
    },
  );
});
