import type { AccountKind } from '@account-centre/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountReading } from '#fields/account-name/components/account-name.ts';
import type { LocaleResources } from '#i18n/locale-loaders.ts';
import { loadPhoneRules } from '#lib/country/phone-rules.ts';

/** What the account is read for: signing in, or resetting its password. */
export type AccountPurpose = 'signIn' | 'reset';

const HINT_KEYS = {
  signIn: {
    email: 'signInWithEmail',
    productId: 'signInWithProductId',
    phone: 'signInWithPhone',
  },
  reset: {
    email: 'resetForEmail',
    productId: 'resetForProductId',
    phone: 'resetForPhone',
  },
} as const satisfies Record<AccountPurpose, Record<AccountKind, keyof LocaleResources['common']>>;

/**
 * The hint under the account field: which kind of account it has taken and how it reads it
 * ("Signing in with your phone number +86 138…"), or that phone numbers are not accepted here;
 * '' while it has taken nothing. A phone number starts loading the phone rule, so that checking
 * it on submit does not wait.
 */
export function useAccountHint(reading: AccountReading, purpose: AccountPurpose): string {
  const { t } = useTranslation(['common', 'validation']);
  const isPhone = reading.kind === 'phone';
  useEffect(() => {
    // A failed prefetch is retried, and reported, when the form checks the number.
    if (isPhone) loadPhoneRules().catch(() => undefined);
  }, [isPhone]);

  switch (reading.kind) {
    case 'email':
    case 'productId':
      return t(HINT_KEYS[purpose][reading.kind], { value: reading.value });
    case 'phone':
      return t(HINT_KEYS[purpose].phone, { value: reading.display });
    case 'phoneUnavailable':
      return t('validation:phoneNotAvailable');
    case 'empty':
    case 'unreadable':
      return '';
  }
}
