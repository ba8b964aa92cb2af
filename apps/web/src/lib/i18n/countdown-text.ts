import { formatDuration, type Duration } from '@account-centre/contract';

/**
 * A wait still to go, as the language says it with Intl (plural rules, unit abbreviations):
 * seconds up to a minute and a half ("45 sec", "45 Sek.", "45 с"), then whole minutes, rounded
 * up so that the button never promises less than the server's cool-down.
 */
export function countdownText(seconds: number, language: string): string {
  const duration: Duration =
    seconds <= 90
      ? { value: Math.max(0, Math.ceil(seconds)), unit: 'second' }
      : { value: Math.ceil(seconds / 60), unit: 'minute' };
  return formatDuration(duration, language, 'short');
}
