import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '#components/ui/field-error.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import {
  dayOptions,
  monthName,
  monthOptions,
  yearOptions,
} from '#features/register/components/birth-date-options.ts';
import type { RegisterFormValues } from '#features/register/components/register-form-schema.ts';
import { useSchemaFormContext } from '#lib/form/use-schema-form.ts';

const asNumber = (value: string): number | undefined => (value ? Number(value) : undefined);

/** Year, month and day selects offering only real dates up to today. */
export function BirthDateFields({ today = new Date() }: { today?: Date }) {
  const { t, i18n } = useTranslation(['register', 'common']);
  const errorId = useId();
  const {
    register,
    control,
    getValues,
    setValue,
    fieldError,
    formState: { errors },
  } = useSchemaFormContext<RegisterFormValues>();
  const year = useWatch({ control, name: 'year' });
  const month = useWatch({ control, name: 'month' });

  /** A month or day that no longer exists for the chosen year/month is cleared. */
  const clampDate = () => {
    const y = asNumber(getValues('year'));
    const m = asNumber(getValues('month'));
    if (m !== undefined && !monthOptions(y, today).includes(m)) setValue('month', '');
    const d = asNumber(getValues('day'));
    if (d !== undefined && !dayOptions(y, asNumber(getValues('month')), today).includes(d)) {
      setValue('day', '');
    }
  };

  const message = fieldError('year') ?? fieldError('month') ?? fieldError('day');
  const describe = message ? errorId : undefined;
  const placeholder = <option value="">{t('common:select')}</option>;

  return (
    <fieldset className="fieldset">
      <legend className="field__label">{t('birthDateLegend')}</legend>
      <div className="fieldset__row">
        <SelectField
          label={t('yearLabel')}
          autoComplete="bday-year"
          errorId={errors.year ? describe : undefined}
          {...register('year', { onChange: clampDate })}
        >
          {placeholder}
          {yearOptions(today).map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('monthLabel')}
          autoComplete="bday-month"
          errorId={errors.month ? describe : undefined}
          {...register('month', { onChange: clampDate })}
        >
          {placeholder}
          {monthOptions(asNumber(year), today).map((value) => (
            <option key={value} value={value}>
              {monthName(value, i18n.language)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('dayLabel')}
          autoComplete="bday-day"
          errorId={errors.day ? describe : undefined}
          {...register('day')}
        >
          {placeholder}
          {dayOptions(asNumber(year), asNumber(month), today).map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
      </div>
      <FieldError id={errorId} message={message} />
    </fieldset>
  );
}
