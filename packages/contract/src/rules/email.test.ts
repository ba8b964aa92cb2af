import { describe, expect, it } from 'vitest';
import { emailSchema, normalizeEmail } from '#rules/email.ts';

const withLength = (length: number): string =>
  `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('e-mail rule (spec §5)', () => {
  it('builds addresses of the intended length', () => {
    expect(withLength(45)).toHaveLength(45);
  });

  it.each([
    [44, true],
    [45, true],
    [46, false],
  ])('%i characters → valid: %s', (length, valid) => {
    expect(emailSchema.safeParse(withLength(length)).success).toBe(valid);
  });

  it('reports the length message above 45, and an empty value as invalid', () => {
    expect(emailSchema.safeParse(withLength(46)).error?.issues[0]?.message).toBe('emailLength');
    expect(emailSchema.safeParse('').error?.issues[0]?.message).toBe('invalidEmail');
    expect(emailSchema.safeParse('   ').error?.issues[0]?.message).toBe('invalidEmail');
  });

  it('reports an invalid format', () => {
    for (const bad of [
      'plainaddress',
      'a@b',
      'a@@b.com',
      'a b@c.com',
      '@example.com',
      'a@example.',
    ]) {
      expect(emailSchema.safeParse(bad).error?.issues[0]?.message, bad).toBe('invalidEmail');
    }
  });

  it('trims surrounding white space and normalises case for storage', () => {
    expect(emailSchema.parse('  Ann@Example.com ')).toBe('Ann@Example.com');
    expect(normalizeEmail('  Ann@Example.COM ')).toBe('ann@example.com');
  });
});
