import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AreaCodeSelect,
  type CountrySelectProps,
} from '#fields/country/components/country-select.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { readAccountName } from '#fields/account-name/components/account-name.ts';
import {
  useAccountHint,
  type AccountPurpose,
} from '#fields/account-name/hooks/use-account-hint.ts';
import { phoneAppliesTo } from '#lib/country/phone-region.ts';

type InputProps = Omit<ComponentProps<'input'>, 'id'>;

export type AccountInputProps = {
  label: string;
  placeholder?: string | undefined;
  purpose: AccountPurpose;
  /**
   * The country/region whose rules apply: phone numbers are taken only where phone login applies
   * (DESIGN §4), and then an area-code choice is offered for numbers typed without `+`.
   */
  country: string;
  /** The current texts (the live hint reads them). */
  account: string;
  areaCode: string;
  /** What the inputs get: a form library's registration, or `value` and `onChange`. */
  accountProps: InputProps;
  areaCodeProps: Omit<CountrySelectProps, 'label' | 'error'>;
  /** The translated error texts. */
  accountError?: string | undefined;
  areaCodeError?: string | undefined;
};

/**
 * The account field of spec §2 (phone, e-mail or product ID) with the area-code choice where
 * phone login applies, and a polite live hint saying what the field has taken. Holds no form
 * state: `AccountField` connects it to a react-hook-form form, the login form to its own state.
 */
export function AccountInput(props: AccountInputProps) {
  const { label, placeholder, purpose, country, account, areaCode } = props;
  const { accountProps, areaCodeProps, accountError, areaCodeError } = props;
  const { t } = useTranslation('common');
  const phoneApplies = phoneAppliesTo(country);
  const reading = readAccountName(account, phoneApplies ? { areaCode } : undefined);
  const hint = useAccountHint(reading, purpose);

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
      {...accountProps}
    />
  );
  if (!phoneApplies) return accountInput;
  return (
    <div className="phone-row">
      <AreaCodeSelect label={t('areaCodeLabel')} error={areaCodeError} {...areaCodeProps} />
      <div className="phone-row__account">
        {accountInput}
        {placeholder ? (
          <span className="phone-row__sizer" aria-hidden="true">
            {placeholder}
          </span>
        ) : null}
      </div>
    </div>
  );
}
