import { useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '#components/ui/select-field.tsx';
import { COUNTRY_CODES } from '#config/countries.ts';
import { countryName } from '#lib/country-name.ts';

type CountrySelectProps = Omit<ComponentProps<typeof SelectField>, 'children'>;

/** The country/region choice (spec §2/§4): the app's countries, named and sorted in the UI language. */
export function CountrySelect(props: CountrySelectProps) {
  const { i18n } = useTranslation();
  const { language } = i18n;
  const countries = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) =>
        a.name.localeCompare(b.name, language),
      ),
    [language],
  );
  return (
    <SelectField autoComplete="country" {...props}>
      {countries.map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </SelectField>
  );
}
