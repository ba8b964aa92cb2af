import type { Duration, DurationUnit } from '@account-centre/contract';

/** A unit's words for the plural categories one, few and many (Russian, Ukrainian, Polish). */
export type CaseForms = Record<DurationUnit, [one: string, few: string, many: string]>;

/**
 * "1 минуту", "3 минуты", "10 минут": the lifetime with the unit word `forms` gives for the
 * plural category Intl's rules of `language` choose for the number.
 */
export function durationInCase({ value, unit }: Duration, language: string, forms: CaseForms) {
  const category = new Intl.PluralRules(language).select(value);
  const [one, few, many] = forms[unit];
  return `${value} ${category === 'one' ? one : category === 'few' ? few : many}`;
}
