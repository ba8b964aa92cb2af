import { countryByDialCode, type CountryEntry } from '@account-centre/contract';
import { countrySearchKeys, type CountrySearchKeys } from '#lib/country/country-search.ts';

/** The country/region picker (value: alpha-2 code) or the area-code picker (value: dial code). */
export type CountryPickerVariant = 'country' | 'areaCode';

export interface CountryOption {
  /** Unique among the options: the country's alpha-2 code. */
  key: string;
  /** The form value: the alpha-2 code, or the dial code's digits (`49`). */
  value: string;
  /** "Germany", or "+49 Germany". */
  label: string;
  search: CountrySearchKeys;
}

interface CountryOptionsInput {
  variant: CountryPickerVariant;
  /** The UI language: names and their order follow it. */
  language: string;
  /** Sort (the list has no order of its own): by name, area codes by dial code first. */
  sort: boolean;
}

/** Names of regions in `language` (Intl data); undefined where Intl has none. */
function regionNamesIn(language: string): (code: string) => string | undefined {
  try {
    const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    return (code) => names.of(code);
  } catch {
    return () => undefined;
  }
}

/** The options of a country list, named in the UI language (English where Intl has no name). */
export function countryOptions(
  countries: readonly CountryEntry[],
  { variant, language, sort }: CountryOptionsInput,
): CountryOption[] {
  const nameOf = regionNamesIn(language);
  const named = countries.map((country) => ({
    country,
    name: nameOf(country.short) ?? country.en,
  }));
  if (sort) {
    const collator = new Intl.Collator(language);
    const byDialCode = variant === 'areaCode';
    named.sort(
      (a, b) =>
        (byDialCode ? Number(a.country.tel) - Number(b.country.tel) : 0) ||
        collator.compare(a.name, b.name),
    );
  }
  return named.map(({ country, name }) => ({
    key: country.short,
    value: variant === 'country' ? country.short : country.tel,
    label: variant === 'country' ? name : `+${country.tel} ${name}`,
    search: countrySearchKeys(country, name),
  }));
}

/**
 * The option that shows `value`. Several countries share a dial code: the one the visitor chose
 * last while it still has that value, else the code's main country (+1 → United States), else
 * the first.
 */
export function optionOfValue(
  options: readonly CountryOption[],
  value: string,
  chosenKey: string | undefined,
): CountryOption | undefined {
  const candidates = options.filter((option) => option.value === value);
  if (candidates.length <= 1) return candidates[0];
  const main = countryByDialCode(value)?.short;
  return (
    candidates.find((option) => option.key === chosenKey) ??
    candidates.find((option) => option.key === main) ??
    candidates[0]
  );
}
