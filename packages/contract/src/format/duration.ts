/** The units a duration is stated in (Intl unit identifiers). */
export type DurationUnit = 'second' | 'minute' | 'hour';

/** A duration as people say it: a whole number of one unit. */
export interface Duration {
  value: number;
  unit: DurationUnit;
}

/**
 * A lifetime in seconds in the largest unit that states it exactly (600 → 10 minutes, 7200 → 2
 * hours, 90 → 90 seconds); a longer odd lifetime in whole minutes, never more than it is.
 */
export function durationOf(seconds: number): Duration {
  const total = Math.max(0, Math.round(seconds));
  if (total >= 3600 && total % 3600 === 0) return { value: total / 3600, unit: 'hour' };
  if (total >= 60 && total % 60 === 0) return { value: total / 60, unit: 'minute' };
  if (total < 300) return { value: total, unit: 'second' };
  return { value: Math.floor(total / 60), unit: 'minute' };
}

/**
 * The duration in the language's own words and plural forms ("1 minute", "2 Minuten",
 * "5 минут", "10 分钟"), by Intl's unit formatting; `short` for SMS and buttons ("10 min").
 */
export function formatDuration(
  duration: Duration,
  locale: string,
  display: 'long' | 'short' = 'long',
): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: duration.unit,
    unitDisplay: display,
  }).format(duration.value);
}

/** A count of years in the language's words ("1 year", "16 Jahre", "16 лет"). */
export function formatYears(years: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'year', unitDisplay: 'long' }).format(
    years,
  );
}
