/** The choices of the birth-date selects: only real dates up to today (UTC). */

export const FIRST_YEAR = 1900;

export function yearOptions(today: Date): number[] {
  const years: number[] = [];
  for (let year = today.getUTCFullYear(); year >= FIRST_YEAR; year -= 1) years.push(year);
  return years;
}

export function monthOptions(year: number | undefined, today: Date): number[] {
  const last = year === today.getUTCFullYear() ? today.getUTCMonth() + 1 : 12;
  return Array.from({ length: last }, (_, index) => index + 1);
}

/** Without a year yet, February offers the 29th (a leap year is assumed). */
export function dayOptions(
  year: number | undefined,
  month: number | undefined,
  today: Date,
): number[] {
  const y = year ?? 2000;
  const m = month ?? 1;
  let last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (y === today.getUTCFullYear() && m === today.getUTCMonth() + 1) last = today.getUTCDate();
  return Array.from({ length: last }, (_, index) => index + 1);
}

export function monthName(month: number, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2000, month - 1, 1),
  );
}
