import type { Duration, DurationUnit } from '@account-centre/contract';

/** A unit's words for the plural categories one, few and many (Russian, Ukrainian, Polish). */
export type CaseForms = Record<DurationUnit, [one: string, few: string, many: string]>;

/** The units a period of the e-mail texts is stated in: a duration's, or whole days (undo links). */
export type PeriodUnit = DurationUnit | 'day';

/** A period as the e-mail texts state it: a whole number of one unit. */
export interface Period {
  value: number;
  unit: PeriodUnit;
}

/** The same words for the units of a period (the undo link's days included). */
export type PeriodCaseForms = Record<PeriodUnit, [one: string, few: string, many: string]>;

/** A word's forms by Intl plural category: `other` always, the rest where the language has them. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The form of `forms` that Intl's plural rules of `language` choose for `count`. */
export function pluralForm(language: string, count: number, forms: PluralForms): string {
  return forms[new Intl.PluralRules(language).select(count)] ?? forms.other;
}

/**
 * "1 минуту", "3 минуты", "10 минут": the lifetime with the unit word `forms` gives for the
 * plural category Intl's rules of `language` choose for the number.
 */
export function durationInCase(duration: Duration, language: string, forms: CaseForms): string;
export function durationInCase(period: Period, language: string, forms: PeriodCaseForms): string;
export function durationInCase(
  { value, unit }: Period,
  language: string,
  forms: Partial<PeriodCaseForms>,
): string {
  const [one, few, many] = forms[unit] ?? ['', '', ''];
  return `${value} ${pluralForm(language, value, { one, few, many, other: many })}`;
}
