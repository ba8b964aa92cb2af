import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AreaCodeSelect } from '#components/ui/country-select.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import type { AccountFields } from '#features/account-name/components/account-check.ts';
import { readAccountName } from '#features/account-name/components/account-name.ts';
import {
  useAccountHint,
  type AccountPurpose,
} from '#features/account-name/hooks/use-account-hint.ts';
import { useFieldErrorText } from '#hooks/use-field-error-text.ts';
import { phoneAppliesTo } from '#lib/phone-region.ts';

type AccountFieldProps = {
  label: string;
  placeholder?: string | undefined;
  purpose: AccountPurpose;
  /**
   * The country/region whose rules apply: phone numbers are taken only where phone login applies
   * (DESIGN §4), and then an area-code choice is offered for numbers typed without `+`.
   */
  country: string;
  /** Focus the account input when the field appears. */
  autoFocus?: boolean;
};

/**
 * The account field of spec §2 (phone, e-mail or product ID) with the area-code choice where
 * phone login applies, and a polite live hint saying what the field has taken. Inside a
 * react-hook-form `FormProvider` whose values have `account` and `areaCode`; check them with
 * `withAccountCheck` (account-check.ts).
 */
export function AccountField({
  label,
  placeholder,
  purpose,
  country,
  autoFocus = false,
}: AccountFieldProps) {
  const { t } = useTranslation('common');
  const errorText = useFieldErrorText();
  const {
    register,
    control,
    setFocus,
    formState: { errors },
  } = useFormContext<AccountFields>();
  // Focused once, when it appears (the `autofocus` attribute acts only while a page loads).
  useEffect(() => {
    if (autoFocus) setFocus('account');
  }, [autoFocus, setFocus]);
  const account = useWatch({ control, name: 'account' });
  const areaCode = useWatch({ control, name: 'areaCode' });
  const phoneApplies = phoneAppliesTo(country);
  const reading = readAccountName(account, phoneApplies ? { areaCode } : undefined);
  const hint = useAccountHint(reading, purpose);
  const accountError = errorText(errors.account?.message);

  const accountInput = (
    <TextField
      label={label}
      placeholder={placeholder}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      error={accountError}
      // The error says what is wrong; the hint would only repeat or contradict it.
      hint={accountError ? '' : hint}
      liveHint
      {...register('account')}
    />
  );
  if (!phoneApplies) return accountInput;
  return (
    <div className="phone-row">
      <AreaCodeSelect
        label={t('areaCodeLabel')}
        error={errorText(errors.areaCode?.message)}
        {...register('areaCode')}
      />
      {accountInput}
    </div>
  );
}
