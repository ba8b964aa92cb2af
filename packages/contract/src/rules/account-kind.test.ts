import { describe, expect, test } from 'vitest';
import { accountKindOf, compactPhone } from '#rules/account-kind.ts';

describe('accountKindOf', () => {
  test.each([
    [' ann@example.com ', 'email'],
    ['ann@', 'email'],
    ['1234567890', 'productId'],
    ['+49 151 2345-6789', 'phone'],
    ['+86 (138) 0013.8000', 'phone'],
  ] as const)('%s is %s', (input, kind) => {
    expect(accountKindOf(input)).toBe(kind);
  });

  test.each(['', '  ', '0123456789', '13800138000', 'ann', '+12', '+0123456789'])(
    '%j is none of them',
    (input) => {
      expect(accountKindOf(input)).toBeUndefined();
    },
  );

  test('compactPhone drops separators only', () => {
    expect(compactPhone(' +86 (138) 0013-8000. ')).toBe('+8613800138000');
  });
});
