import { describe, expect, it } from 'vitest';
import { durationOf, formatDuration, formatYears } from '#format/duration.ts';

describe('durations', () => {
  it('states a lifetime in the largest exact unit', () => {
    expect(durationOf(600)).toEqual({ value: 10, unit: 'minute' });
    expect(durationOf(60)).toEqual({ value: 1, unit: 'minute' });
    expect(durationOf(89)).toEqual({ value: 89, unit: 'second' });
    expect(durationOf(90)).toEqual({ value: 90, unit: 'second' });
    expect(durationOf(7200)).toEqual({ value: 2, unit: 'hour' });
    expect(durationOf(5400)).toEqual({ value: 90, unit: 'minute' });
    expect(durationOf(659)).toEqual({ value: 10, unit: 'minute' });
  });

  it("uses each language's plural forms", () => {
    expect(formatDuration({ value: 1, unit: 'minute' }, 'en')).toBe('1 minute');
    expect(formatDuration({ value: 2, unit: 'minute' }, 'en')).toBe('2 minutes');
    expect(formatDuration({ value: 1, unit: 'minute' }, 'de')).toBe('1 Minute');
    expect(formatDuration({ value: 5, unit: 'minute' }, 'ru')).toBe('5 минут');
    expect(formatDuration({ value: 2, unit: 'minute' }, 'ru')).toBe('2 минуты');
    expect(formatDuration({ value: 10, unit: 'minute' }, 'en', 'short')).toBe('10 min');
    expect(formatYears(1, 'en')).toBe('1 year');
    expect(formatYears(16, 'de')).toBe('16 Jahre');
  });
});
