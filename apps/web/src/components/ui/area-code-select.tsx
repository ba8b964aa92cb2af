import { COUNTRIES, countryByDialCode } from '@account-centre/contract';
import { useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '#components/ui/select-field.tsx';
import { countryName } from '#lib/country-name.ts';

type AreaCodeSelectProps = Omit<ComponentProps<typeof SelectField>, 'children'>;

/** The dial code's main country (`+1` United States, `+44` United Kingdom) leads its entries. */
const isMainCountry = (short: string, tel: string) => countryByDialCode(tel)?.short === short;

/**
 * The international area-code choice (spec §2/§5): one entry per country, `+86 China`, ordered by
 * dial code, then the code's main country, then by name in the UI language. The value is the dial
 * code (`86`; countries that share one share the value); empty while none is chosen.
 */
export function AreaCodeSelect(props: AreaCodeSelectProps) {
  const { t, i18n } = useTranslation('common');
  const { language } = i18n;
  const entries = useMemo(
    () =>
      COUNTRIES.map(({ short, tel }) => ({
        short,
        tel,
        main: isMainCountry(short, tel),
        name: countryName(short, language),
      })).sort(
        (a, b) =>
          Number(a.tel) - Number(b.tel) ||
          Number(b.main) - Number(a.main) ||
          a.name.localeCompare(b.name, language),
      ),
    [language],
  );
  return (
    <SelectField {...props}>
      <option value="">{t('select')}</option>
      {entries.map(({ short, tel, name }) => (
        <option key={short} value={tel}>{`+${tel} ${name}`}</option>
      ))}
    </SelectField>
  );
}
