import { describe, expect, it } from 'vitest';
import { isValidPassword, passwordCharacterKinds, passwordSchema } from '#rules/password.ts';

describe('password rule (spec §5)', () => {
  it.each([
    ['Abcdef1', false, '7 characters'],
    ['Abcdef12', true, '8 characters'],
    ['Abcdef1234567890', true, '16 characters'],
    ['Abcdef12345678901', false, '17 characters'],
  ])('%s → %s (%s)', (password, valid) => {
    expect(isValidPassword(password)).toBe(valid);
  });

  it('needs at least two kinds among upper, lower, digits and specials', () => {
    expect(isValidPassword('abcdefgh')).toBe(false);
    expect(isValidPassword('ABCDEFGH')).toBe(false);
    expect(isValidPassword('12345678')).toBe(false);
    expect(isValidPassword('!@#$%^&*')).toBe(false);
    expect(isValidPassword('abcdefg1')).toBe(true);
    expect(isValidPassword('abcdefg!')).toBe(true);
    expect(isValidPassword('ABCDEFG1')).toBe(true);
    expect(isValidPassword('1234567!')).toBe(true);
  });

  it('refuses spaces and characters outside letters, digits and the allowed specials', () => {
    expect(isValidPassword('Abcd 1234')).toBe(false);
    expect(isValidPassword(' Abcd1234')).toBe(false);
    expect(isValidPassword('Abcd\t1234')).toBe(false);
    expect(isValidPassword('Äbcdefg12')).toBe(false);
    expect(isValidPassword('Abcdefg1😀')).toBe(false);
    expect(passwordCharacterKinds('Abc d')).toBe(-1);
  });

  it('counts characters, not UTF-16 units, and never truncates', () => {
    expect(isValidPassword('Abcdef1234567890X')).toBe(false);
  });

  it('reports the rule as the message key', () => {
    const result = passwordSchema.safeParse('short');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('passwordRule');
  });
});
