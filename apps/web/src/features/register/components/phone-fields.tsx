import type { ClipboardEvent, FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaCodeSelect } from '#fields/country/components/country-select.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import type { RegisterFormValues } from '#features/register/components/register-form-schema.ts';
import { useSchemaFormContext } from '#lib/form/use-schema-form.ts';
import { loadPhoneRules } from '#lib/country/phone-rules.ts';

/** A number written in international form: `+49 …` or `0049 …`. */
const INTERNATIONAL = /^\s*(\+|00)/;

/**
 * Phone registration's area code (spec §5: one must be selected) and mobile number. A number in
 * international form — pasted, or typed and left — selects its area code and keeps the national
 * part: `+49 151 2345 6789` becomes +49 Germany and `15123456789`.
 */
export function PhoneFields() {
  const { t } = useTranslation(['register', 'common']);
  const {
    register,
    setValue,
    fieldError,
    formState: { isSubmitted },
  } = useSchemaFormContext<RegisterFormValues>();
  const phone = register('phone');

  /** Splits an international number into the two fields; false when it has no known dial code. */
  const takeInternational = async (text: string): Promise<boolean> => {
    const { splitPastedPhone } = await loadPhoneRules();
    const parts = splitPastedPhone(text);
    if (!parts) return false;
    // Once the form has been submitted, the fields show their state as they change.
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    setValue('areaCode', parts.areaCode, options);
    setValue('phone', parts.phone, options);
    return true;
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!INTERNATIONAL.test(text)) return;
    // The whole field takes the pasted number, split; as pasted when it cannot be split.
    event.preventDefault();
    void takeInternational(text)
      .catch(() => false)
      .then((taken) => {
        if (!taken) setValue('phone', text.trim(), { shouldDirty: true });
      });
  };

  const onBlur = async (event: FocusEvent<HTMLInputElement>) => {
    await phone.onBlur(event);
    const text = event.target.value;
    if (INTERNATIONAL.test(text)) await takeInternational(text).catch(() => false);
  };

  return (
    <div className="phone-row">
      <AreaCodeSelect
        label={t('common:areaCodeLabel')}
        error={fieldError('areaCode')}
        {...register('areaCode')}
      />
      <TextField
        label={t('phoneLabel')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        error={fieldError('phone')}
        {...phone}
        onPaste={onPaste}
        onBlur={(event) => void onBlur(event)}
      />
    </div>
  );
}
