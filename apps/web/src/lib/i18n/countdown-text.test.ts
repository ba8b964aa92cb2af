import { describe, expect, test } from 'vitest';
import { countdownText } from '#lib/i18n/countdown-text.ts';

describe('countdownText', () => {
  test('seconds, then whole minutes rounded up, in the language’s own abbreviations', () => {
    expect(countdownText(45, 'en')).toBe('45 sec');
    expect(countdownText(1, 'en')).toBe('1 sec');
    expect(countdownText(91, 'en')).toBe('2 min');
    expect(countdownText(45, 'de')).toBe('45 Sek.');
    expect(countdownText(45, 'ru')).toBe('45 с');
    expect(countdownText(600, 'ja')).toBe('10 分');
  });
});
