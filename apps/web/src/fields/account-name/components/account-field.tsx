import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import type { AccountFields } from '#fields/account-name/components/account-check.ts';
import { AccountInput } from '#fields/account-name/components/account-input.tsx';
import type { AccountPurpose } from '#fields/account-name/hooks/use-account-hint.ts';
import { useSchemaFormContext } from '#lib/form/use-schema-form.ts';

type AccountFieldProps = {
  label: string;
  placeholder?: string | undefined;
  purpose: AccountPurpose;
  /** The country/region whose rules apply (see `AccountInput`). */
  country: string;
  /** Focus the account input when the field appears. */
  autoFocus?: boolean;
};

/**
 * `AccountInput` inside a react-hook-form `FormProvider` whose values have `account` and
 * `areaCode`; check them with `withAccountCheck` (account-check.ts).
 */
export function AccountField({
  label,
  placeholder,
  purpose,
  country,
  autoFocus = false,
}: AccountFieldProps) {
  const { register, control, setFocus, fieldError } = useSchemaFormContext<AccountFields>();
  // Focused once, when it appears (the `autofocus` attribute acts only while a page loads).
  useEffect(() => {
    if (autoFocus) setFocus('account');
  }, [autoFocus, setFocus]);
  const account = useWatch({ control, name: 'account' });
  const areaCode = useWatch({ control, name: 'areaCode' });
  return (
    <AccountInput
      label={label}
      placeholder={placeholder}
      purpose={purpose}
      country={country}
      account={account}
      areaCode={areaCode}
      accountProps={register('account')}
      areaCodeProps={register('areaCode')}
      accountError={fieldError('account')}
      areaCodeError={fieldError('areaCode')}
    />
  );
}
