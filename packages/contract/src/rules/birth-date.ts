import * as z from 'zod/mini';

export const birthDateMessages = {
  invalid: 'invalidBirthDate',
} as const;

export interface BirthDate {
  year: number;
  month: number;
  day: number;
}

/** True when year/month/day name a real calendar day no later than `today` (UTC). */
export function isRealPastDate({ year, month, day }: BirthDate, today: Date = new Date()): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return date.getTime() <= today.getTime();
}

/** Whole years between the birth date and `today` (UTC calendar). */
export function ageOn({ year, month, day }: BirthDate, today: Date = new Date()): number {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth() + 1;
  const d = today.getUTCDate();
  const hadBirthday = m > month || (m === month && d >= day);
  return y - year - (hadBirthday ? 0 : 1);
}

/**
 * Spec §5 minimum age: whole years on `today` of at least `minAge` (the server refuses a younger
 * registrant with 40030; the texts say "older than {old}").
 */
export function isOldEnough(
  birthDate: BirthDate,
  minAge: number,
  today: Date = new Date(),
): boolean {
  return ageOn(birthDate, today) >= minAge;
}

export const birthDateSchema = z
  .object({
    year: z.int(),
    month: z.int(),
    day: z.int(),
  })
  .check(z.refine((value) => isRealPastDate(value), { message: birthDateMessages.invalid }));
