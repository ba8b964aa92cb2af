import { describe, expect, it } from 'vitest';
import { maskEmail } from '#lib/mask.ts';

describe('maskEmail', () => {
  it('keeps the first character of the local part and the whole domain', () => {
    expect(maskEmail('alice@example.com')).toBe('a•••@example.com');
    expect(maskEmail('a@example.com')).toBe('a•••@example.com');
    expect(maskEmail('😀x@example.com')).toBe('😀•••@example.com');
  });

  it('hides everything when the value is no address', () => {
    expect(maskEmail('no-address')).toBe('•••');
    expect(maskEmail('@example.com')).toBe('•••');
  });
});
