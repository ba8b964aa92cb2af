import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from '#lib/mask.ts';

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

describe('maskPhone', () => {
  it('keeps the dial code, the first and the last two digits', () => {
    expect(maskPhone('+4915123456789')).toBe('+49 1•••••89');
    expect(maskPhone('+8613812345678')).toBe('+86 1•••••78');
    expect(maskPhone('+18095551234')).toBe('+1 8•••••34');
  });

  it('hides everything when the value is no phone number', () => {
    expect(maskPhone('13812345678')).toBe('•••');
    expect(maskPhone('+49123')).toBe('•••');
  });
});
