import { describe, expect, it } from 'vitest';
import { ageOn, birthDateSchema, isOldEnough, isRealPastDate } from '#rules/birth-date.ts';

const today = new Date(Date.UTC(2026, 10, 21));

describe('birth date', () => {
  it('refuses impossible and future dates', () => {
    expect(isRealPastDate({ year: 2001, month: 2, day: 29 }, today)).toBe(false);
    expect(isRealPastDate({ year: 2000, month: 2, day: 29 }, today)).toBe(true);
    expect(isRealPastDate({ year: 2000, month: 13, day: 1 }, today)).toBe(false);
    expect(isRealPastDate({ year: 2000, month: 4, day: 31 }, today)).toBe(false);
    expect(isRealPastDate({ year: 2027, month: 1, day: 1 }, today)).toBe(false);
    expect(isRealPastDate({ year: 1899, month: 1, day: 1 }, today)).toBe(false);
  });

  it('computes the age in whole years around the birthday', () => {
    expect(ageOn({ year: 2010, month: 11, day: 21 }, today)).toBe(16);
    expect(ageOn({ year: 2010, month: 11, day: 22 }, today)).toBe(15);
    expect(ageOn({ year: 2010, month: 12, day: 1 }, today)).toBe(15);
  });

  it('is old enough from the birthday of the minimum age on', () => {
    expect(isOldEnough({ year: 2010, month: 11, day: 21 }, 16, today)).toBe(true);
    expect(isOldEnough({ year: 2010, month: 11, day: 22 }, 16, today)).toBe(false);
    expect(isOldEnough({ year: 2026, month: 1, day: 1 }, 0, today)).toBe(true);
  });

  it('reports the message key', () => {
    expect(
      birthDateSchema.safeParse({ year: 2001, month: 2, day: 29 }).error?.issues[0]?.message,
    ).toBe('invalidBirthDate');
  });
});
