import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { CountrySelect } from '#components/ui/country-select.tsx';
import { PasswordField } from '#components/ui/password-field.tsx';
import { Tabs } from '#components/ui/tabs.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { useFocusFirstError } from '#components/ui/use-focus-first-error.ts';
import { defaultCountry } from '#config/countries.ts';
import { paths } from '#config/paths.ts';
import { AccountField } from '#features/account-name/components/account-field.tsx';
import { accountUsername } from '#features/account-name/components/account-check.ts';
import { loginWithCode } from '#features/auth/api/login-with-code.ts';
import { loginWithPassword } from '#features/auth/api/login-with-password.ts';
import type { LoginAnswer } from '#features/auth/api/request-tokens.ts';
import { sendAuthCode } from '#features/auth/api/send-auth-code.ts';
import { LockedAlert } from '#features/auth/components/locked-alert.tsx';
import {
  loginFormSchema,
  type LoginDraft,
  type LoginFormOutput,
  type LoginFormValues,
  type LoginMode,
} from '#features/auth/components/login-form-schema.ts';
import { AgreementCheckbox } from '#features/legal/components/agreement-checkbox.tsx';
import { ProductServiceNotice } from '#features/legal/components/product-service-notice.tsx';
import { SliderCheck } from '#features/slider/components/slider-check.tsx';
import { useSliderField } from '#features/slider/hooks/use-slider-field.ts';
import { CodeField } from '#features/verification-code/components/code-field.tsx';
import { useFieldErrorText } from '#hooks/use-field-error-text.ts';
import { isApiError } from '#lib/api-error.ts';
import { dialCodeOf } from '#lib/phone-region.ts';
import { getRuntime } from '#lib/runtime.ts';

type LoginFormProps = {
  /** Signed in, or asked for a double check (spec §4: a success for the caller). */
  onSuccess: (answer: LoginAnswer, draft: LoginDraft) => void;
  /** Mode, account, country and agreement to start from (back from the double check). */
  initial?: LoginDraft | undefined;
  /** Focus the account field on mount (back from the double check, which had the focus). */
  autoFocus?: boolean;
};

function isLocked(error: unknown): boolean {
  return isApiError(error) && error.errorName === 'exceedMaxLoginAttempts';
}

function initialValues(initial: LoginDraft | undefined): LoginFormValues {
  const { hostname, countryParam } = getRuntime();
  const country = initial?.country ?? defaultCountry(hostname, countryParam);
  return {
    account: initial?.account ?? '',
    areaCode: initial?.areaCode ?? dialCodeOf(country),
    country,
    password: '',
    code: '',
    agreementAccepted: initial?.agreementAccepted ?? false,
    sliderTicket: '',
  };
}

/**
 * Spec §2 login: by password or by a code sent to the account (phone, e-mail or product ID), from
 * a country/region, with the user agreement and privacy policy accepted.
 */
export function LoginForm({ onSuccess, initial, autoFocus = false }: LoginFormProps) {
  const { t, i18n } = useTranslation('auth');
  const errorText = useFieldErrorText();
  const [mode, setMode] = useState<LoginMode>(initial?.mode ?? 'password');
  const [codeRequested, setCodeRequested] = useState(false);
  const [locked, setLocked] = useState(false);
  const resolver = useMemo(
    () => zodResolver(loginFormSchema(mode, codeRequested)),
    [mode, codeRequested],
  );
  const form = useForm<LoginFormValues, unknown, LoginFormOutput>({
    resolver,
    defaultValues: initialValues(initial),
    // useFocusFirstError focuses in reading order instead.
    shouldFocusError: false,
  });
  const {
    register,
    control,
    handleSubmit,
    trigger,
    getValues,
    setValue,
    clearErrors,
    formState: { errors, isSubmitting, submitCount },
  } = form;
  const formRef = useFocusFirstError(submitCount);
  const { sliderProps, takeTicket: takeSliderTicket } = useSliderField(form);
  const country = useWatch({ control, name: 'country' });

  const onSelectMode = (next: LoginMode) => {
    setMode(next);
    clearErrors();
  };

  // A code is on its way: sent now, or (11003) sent moments ago and still valid.
  const onCodeSent = () => {
    setCodeRequested(true);
    clearErrors('code');
  };

  const onRequestCode = async () => {
    const valid = await trigger(['account', 'areaCode', 'sliderTicket'], { shouldFocus: true });
    if (!valid) return undefined;
    const values = getValues();
    return sendAuthCode(
      {
        purpose: 'login',
        account: await accountUsername(values, values.country),
        language: i18n.language,
      },
      { sliderTicket: takeSliderTicket() },
    );
  };

  const onSubmit = handleSubmit(async (values) => {
    const { account, areaCode, country: from, password, code, agreementAccepted } = values;
    setLocked(false);
    const options = { sliderTicket: takeSliderTicket() };
    const username = await accountUsername(values, from);
    try {
      const answer =
        mode === 'password'
          ? await loginWithPassword({ username, password, country: from }, options)
          : await loginWithCode({ username, code, country: from }, options);
      onSuccess(answer, { mode, account, areaCode, country: from, agreementAccepted });
    } catch (error) {
      // The API client has shown the error; a lock also stays on the form.
      setLocked(isLocked(error));
    }
  });

  return (
    <FormProvider {...form}>
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <Tabs
          label={t('modeLabel')}
          tabs={[
            { value: 'password', label: t('passwordMode') },
            { value: 'code', label: t('codeMode') },
          ]}
          selected={mode}
          onSelect={onSelectMode}
        >
          <AccountField
            label={t('accountLabel')}
            placeholder={t('accountPlaceholder')}
            purpose="signIn"
            country={country}
            autoFocus={autoFocus}
          />
          {mode === 'password' ? (
            <PasswordField
              label={t('passwordLabel')}
              autoComplete="current-password"
              error={errorText(errors.password?.message)}
              {...register('password')}
            />
          ) : (
            <CodeField
              error={errorText(errors.code?.message)}
              onRequestCode={onRequestCode}
              onCodeSent={onCodeSent}
              {...register('code')}
            />
          )}
        </Tabs>
        <CountrySelect
          label={t('countryLabel')}
          error={errorText(errors.country?.message)}
          {...register('country', {
            // The area code follows the country/region; another one may be chosen after it.
            onChange: (event: { target: { value: string } }) =>
              setValue('areaCode', dialCodeOf(event.target.value)),
          })}
        />
        <SliderCheck {...sliderProps} error={errorText(errors.sliderTicket?.message)} />
        <AgreementCheckbox
          country={country}
          error={errorText(errors.agreementAccepted?.message)}
          {...register('agreementAccepted')}
        />
        {locked && <LockedAlert />}
        <Button type="submit" disabled={isSubmitting}>
          {t('submit')}
        </Button>
        <ProductServiceNotice country={country} />
        <p className="form__links">
          <TextLink to={paths.reset}>{t('forgotPassword')}</TextLink>
          <TextLink to={paths.register}>{t('registerLink')}</TextLink>
        </p>
      </form>
    </FormProvider>
  );
}
