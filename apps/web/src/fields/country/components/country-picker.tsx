import { useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  countryOptions,
  optionOfValue,
  type CountryOption,
  type CountryPickerVariant,
} from '#lib/country/country-options.ts';
import { useCombobox } from '#hooks/use-combobox.ts';
import { useCountryState } from '#lib/country/use-country-state.ts';
import { allCountryEntries, countryListEntries } from '#lib/country/country-data.ts';
import { countryValueText } from '#lib/country/country-name.ts';
import { searchCountries } from '#lib/country/country-search.ts';
import { getRuntime } from '#lib/runtime.ts';

export interface CountryPickerProps {
  /** The input's id (the label's `htmlFor`). */
  id: string;
  /** The id of the field's visible label, which also names the list. */
  labelId: string;
  variant: CountryPickerVariant;
  value: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  disabled: boolean;
  inputRef: Ref<HTMLInputElement>;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

function matching(options: readonly CountryOption[], query: string): readonly CountryOption[] {
  return searchCountries(options, query, (option) => option.search);
}

/**
 * The searchable country/region or area-code picker (issue "Countries, regions, brands and
 * tenants"): an editable combobox over the countries of the visit's country list (area codes:
 * every country), found by
 * English name, name in the UI language, Chinese name, pinyin, dial code or ISO code.
 */
export function CountryPicker(props: CountryPickerProps) {
  const { id, labelId, variant, value, onValueChange, onBlur, disabled, inputRef } = props;
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const { countryList } = useCountryState();
  const { countryGroups } = getRuntime().config;
  const options = useMemo(() => {
    // The area code is any country's: a visitor of a country group may have a phone from elsewhere.
    const { entries, tableOrder } =
      variant === 'areaCode' ? allCountryEntries() : countryListEntries(countryGroups, countryList);
    return countryOptions(entries, { variant, language, sort: !tableOrder });
  }, [countryGroups, countryList, variant, language]);
  const [chosenKey, setChosenKey] = useState<string | undefined>(undefined);
  const selected = optionOfValue(options, value, chosenKey);

  const combobox = useCombobox({
    id,
    options,
    filter: matching,
    selected,
    fallbackText: countryValueText(variant, value, language),
    onSelect: (option) => {
      setChosenKey(option.key);
      onValueChange(option.value);
    },
  });
  const { open, visible, active } = combobox;

  return (
    <div className="combobox">
      <input
        {...combobox.inputProps}
        ref={inputRef}
        id={id}
        type="text"
        className="field__input combobox__input"
        aria-invalid={props['aria-invalid']}
        aria-describedby={props['aria-describedby']}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        disabled={disabled}
        onFocus={(event) => event.currentTarget.select()}
        onClick={combobox.show}
        onBlur={() => {
          combobox.close();
          onBlur();
        }}
      />
      <div className="combobox__popup" hidden={!open}>
        <ul
          id={combobox.listboxId}
          role="listbox"
          // Named by the field's label while shown; hidden, it leaves that label to the input.
          aria-labelledby={open ? labelId : undefined}
          className="combobox__listbox"
        >
          {open &&
            visible.map((option) => (
              <li
                key={option.key}
                id={combobox.optionId(option.key)}
                role="option"
                aria-selected={option === active}
                className="combobox__option"
                data-chosen={option.key === selected?.key || undefined}
                // Keeps the focus in the input, so choosing does not blur the field.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => combobox.choose(option)}
              >
                {option.label}
              </li>
            ))}
        </ul>
        {open && visible.length === 0 && <p className="combobox__empty">{t('countryNoMatch')}</p>}
      </div>
      <p role="status" className="combobox__status">
        {open && combobox.query !== null ? t('countryMatches', { count: visible.length }) : ''}
      </p>
    </div>
  );
}
