// In the first chunk, so the field keeps its layout when the lazy picker replaces the placeholder.
import '#fields/country/components/country-picker.css';
import { lazy, useImperativeHandle, useRef, useState, type ComponentProps, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryPickerVariant } from '#lib/country/country-options.ts';
import { FieldError } from '#components/ui/field-error.tsx';
import { LazyPart } from '#components/ui/lazy-part.tsx';
import { useFieldControl } from '#hooks/use-field-control.ts';
import { useCountryState } from '#lib/country/use-country-state.ts';
import { countryValueText } from '#lib/country/country-name.ts';
import { selectCountryArea } from '#lib/country/country-store.ts';

// The picker carries the country data (about 9 kB gzip): its own chunk, loaded on first use.
const CountryPicker = lazy(async () => ({
  default: (await import('#fields/country/components/country-picker.tsx')).CountryPicker,
}));

/** What the field hands to `onChange`/`onBlur`: shaped like a DOM event, as react-hook-form reads it. */
export interface CountryFieldEvent {
  target: { name: string; value: string };
  type: 'change' | 'blur';
}

/** The field as react-hook-form's `register` ref sees it: a named value it can read, set and focus. */
export interface CountryFieldHandle {
  name: string;
  value: string;
  focus: () => void;
}

/**
 * Works with react-hook-form's `{...register(name)}` (uncontrolled: the form sets the value
 * through `ref`) and with a `Controller`'s `field` (controlled: `value`).
 */
export interface CountrySelectProps {
  label: string;
  name?: string | undefined;
  value?: string | undefined;
  defaultValue?: string | undefined;
  onChange?: ((event: CountryFieldEvent) => void) | undefined;
  onBlur?: ((event: CountryFieldEvent) => void) | undefined;
  ref?: Ref<CountryFieldHandle> | undefined;
  disabled?: boolean | undefined;
  /** The translated error text, when the field is invalid. */
  error?: string | undefined;
  /** Id of an error shown elsewhere. */
  errorId?: string | undefined;
  className?: string | undefined;
}

/**
 * The picker's look while its chunk loads: the chosen value, not yet editable. Named by the
 * label's id, not only by its `for`: while a prerendered page hydrates, the server's picker input
 * (the same id, hidden) may still precede it, and a label's `for` names only the first.
 */
export function PickerPlaceholder({
  labelId,
  ...props
}: ComponentProps<'input'> & { id: string; labelId: string }) {
  return (
    <div className="combobox">
      <input
        {...props}
        aria-labelledby={labelId}
        role="combobox"
        aria-expanded={false}
        className="field__input combobox__input"
        readOnly
      />
    </div>
  );
}

type CountryFieldProps = CountrySelectProps & { variant: CountryPickerVariant };

function CountryField(props: CountryFieldProps) {
  const { variant, label, name = '', value: controlled, defaultValue = '', ref } = props;
  const { onChange, onBlur, error, errorId: externalErrorId, className } = props;
  const { i18n } = useTranslation();
  const { errorId, controlProps } = useFieldControl(error, externalErrorId);
  const labelId = `${controlProps.id}-label`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = controlled ?? uncontrolled;
  const { countryDisabled } = useCountryState();
  // Spec §4: a `country` parameter naming no group locks the country/region, not the area code.
  const disabled = Boolean(props.disabled) || (variant === 'country' && countryDisabled);

  useImperativeHandle(
    ref,
    () => ({
      name,
      get value() {
        return value;
      },
      set value(next: string) {
        setUncontrolled(next);
      },
      focus: () => inputRef.current?.focus(),
    }),
    [name, value],
  );

  const onValueChange = (next: string) => {
    setUncontrolled(next);
    if (variant === 'country') selectCountryArea(next);
    onChange?.({ target: { name, value: next }, type: 'change' });
  };

  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label id={labelId} className="field__label" htmlFor={controlProps.id}>
        {label}
      </label>
      <LazyPart
        fallback={
          <PickerPlaceholder
            {...controlProps}
            labelId={labelId}
            value={countryValueText(variant, value, i18n.language)}
            disabled={disabled}
          />
        }
      >
        <CountryPicker
          id={controlProps.id}
          labelId={labelId}
          variant={variant}
          value={value}
          onValueChange={onValueChange}
          onBlur={() => onBlur?.({ target: { name, value }, type: 'blur' })}
          disabled={disabled}
          inputRef={inputRef}
          aria-invalid={controlProps['aria-invalid']}
          aria-describedby={controlProps['aria-describedby']}
        />
      </LazyPart>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * The country/region choice (spec §2/§4): a searchable picker over the visit's country list,
 * its value the alpha-2 code. Locked while the visit's `country` parameter names no group; a
 * pick becomes the visit's selected country (spec §3 countryArea).
 */
export function CountrySelect(props: CountrySelectProps) {
  return <CountryField {...props} variant="country" />;
}

/** The international area-code choice (spec §2): the same picker, its value the dial code ("49"). */
export function AreaCodeSelect(props: CountrySelectProps) {
  return <CountryField {...props} variant="areaCode" />;
}
