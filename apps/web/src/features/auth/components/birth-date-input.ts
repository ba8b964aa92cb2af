/** `YYYY-MM-DD` of a date input as the contract's birth date (the connector continuation's). */
export function birthDateOf(value: string) {
  const [year, month, day] = value.split('-').map(Number);
  return year && month && day ? { year, month, day } : undefined;
}
