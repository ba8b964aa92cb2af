/** A country's name in the given language (Intl data), or its code when none is known. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * How a picker shows a value while no option does (before the country data has loaded): the
 * country's name, or the dial code as "+49".
 */
export function countryValueText(
  variant: 'country' | 'areaCode',
  value: string,
  language: string,
): string {
  if (value === '') return '';
  return variant === 'country' ? countryName(value, language) : `+${value}`;
}
