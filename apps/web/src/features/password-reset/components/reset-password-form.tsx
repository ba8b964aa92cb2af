import { useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFields } from '#components/ui/form-fields.tsx';
import { Button } from '#components/ui/button.tsx';
import { NewPasswordFields } from '#components/ui/new-password-fields.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { defaultCountry } from '#lib/country/default-country.ts';
import { paths } from '#config/paths.ts';
import { accountUsername } from '#fields/account-name/components/account-check.ts';
import { AccountField } from '#fields/account-name/components/account-field.tsx';
import { resetPassword } from '#features/password-reset/api/reset-password.ts';
import { sendResetCode } from '#features/password-reset/api/send-reset-code.ts';
import {
  resetPasswordFormSchema,
  type ResetPasswordFormValues,
} from '#features/password-reset/components/reset-password-form-schema.ts';
import { SliderCheck } from '#fields/slider/components/slider-check.tsx';
import { useSliderField } from '#fields/slider/hooks/use-slider-field.ts';
import {
  isSliderRequired,
  SLIDER_REQUIRED,
} from '#fields/slider/components/slider-ticket-schema.ts';
import { CodeField } from '#fields/verification-code/components/code-field.tsx';
import { dialCodeOf } from '#lib/country/phone-region.ts';
import { useSchemaForm } from '#lib/form/use-schema-form.ts';
import { getRuntime } from '#lib/runtime.ts';

type ResetPasswordFormProps = { onSuccess: () => void };

function emptyValues(country: string): ResetPasswordFormValues {
  return {
    account: '',
    areaCode: dialCodeOf(country),
    code: '',
    password: '',
    confirmPassword: '',
    sliderTicket: '',
  };
}

/**
 * Reset password (spec §2): account, a reset code sent to it, the new password twice. The screen
 * has no country choice: the account is read by the rules of the default country/region (spec §4).
 */
export function ResetPasswordForm({ onSuccess }: ResetPasswordFormProps) {
  const { t, i18n } = useTranslation('password');
  const [codeRequested, setCodeRequested] = useState(false);
  const [country] = useState(() => {
    const { hostname, countryParam } = getRuntime();
    return defaultCountry(hostname, countryParam);
  });
  const schema = useMemo(
    () => resetPasswordFormSchema(codeRequested, country),
    [codeRequested, country],
  );
  const form = useSchemaForm(schema, emptyValues(country));
  const {
    register,
    submitWith,
    trigger,
    getValues,
    setError,
    clearErrors,
    reset,
    formRef,
    fieldError,
    formState: { isSubmitting },
  } = form;
  const { sliderProps, takeTicket: takeSliderTicket } = useSliderField(form);

  // A code is on its way: sent now, or (11003) sent moments ago and still valid.
  const onCodeSent = () => {
    setCodeRequested(true);
    clearErrors('code');
  };

  // Only sending a code needs the slider: each send (and resend) one ticket.
  const onRequestCode = async () => {
    const accountValid = await trigger(['account', 'areaCode'], { shouldFocus: true });
    const sliderTicket = getValues('sliderTicket');
    if (isSliderRequired() && !sliderTicket) {
      setError('sliderTicket', { message: SLIDER_REQUIRED }, { shouldFocus: accountValid });
      return undefined;
    }
    if (!accountValid) return undefined;
    return sendResetCode(
      { account: await accountUsername(getValues(), country), language: i18n.language },
      { sliderTicket: takeSliderTicket() },
    );
  };

  const onSubmit = submitWith(async (values) => {
    try {
      await resetPassword({
        account: await accountUsername(values, country),
        code: values.code,
        password: values.password,
      });
    } catch {
      // The API client has shown the error.
      return;
    }
    // The code is used up: a second reset starts from the beginning.
    reset(emptyValues(country));
    setCodeRequested(false);
    onSuccess();
  });

  return (
    <FormProvider {...form}>
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <FormFields>
          <AccountField
            label={t('accountLabel')}
            placeholder={t('accountPlaceholder')}
            purpose="reset"
            country={country}
          />
          <SliderCheck {...sliderProps} error={fieldError('sliderTicket')} />
          <CodeField
            error={fieldError('code')}
            onRequestCode={onRequestCode}
            onCodeSent={onCodeSent}
            {...register('code')}
          />
          <NewPasswordFields
            passwordLabel={t('newPasswordLabel')}
            confirmLabel={t('confirmPasswordLabel')}
          />
          <Button type="submit" disabled={isSubmitting}>
            {t('resetSubmit')}
          </Button>
          <p className="form__links">
            <TextLink to={paths.login}>{t('loginLink')}</TextLink>
          </p>
        </FormFields>
      </form>
    </FormProvider>
  );
}
