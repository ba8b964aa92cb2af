import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema } from '@account-centre/contract';
import { useMemo, useState } from 'react';
import { FormProvider, useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { CheckboxField } from '#components/ui/checkbox-field.tsx';
import { CountrySelect } from '#components/ui/country-select.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { defaultCountry } from '#config/countries.ts';
import { paths } from '#config/paths.ts';
import { registerWithEmail } from '#features/register/api/register-with-email.ts';
import { sendEmailCode } from '#features/register/api/send-email-code.ts';
import { BirthDateFields } from '#features/register/components/birth-date-fields.tsx';
import {
  registerFormSchema,
  toBirthDate,
  type RegisterFormOutput,
  type RegisterFormValues,
} from '#features/register/components/register-form-schema.ts';
import { SliderCheck } from '#features/slider/components/slider-check.tsx';
import { CodeField } from '#features/verification-code/components/code-field.tsx';
import { useFieldErrorText } from '#hooks/use-field-error-text.ts';
import { getRuntime } from '#lib/runtime.ts';

type RegisterFormProps = { onSuccess: () => void; today?: Date };

/** Registration by e-mail code (spec §2): e-mail, code, password twice, country, birth date. */
export function RegisterForm({ onSuccess, today }: RegisterFormProps) {
  const { t, i18n } = useTranslation('register');
  const errorText = useFieldErrorText();
  const [codeRequested, setCodeRequested] = useState(false);
  const resolver = useMemo(() => zodResolver(registerFormSchema(codeRequested)), [codeRequested]);
  const { hostname, countryParam } = getRuntime();

  const form = useForm<RegisterFormValues, unknown, RegisterFormOutput>({
    resolver,
    defaultValues: {
      email: '',
      code: '',
      password: '',
      confirmPassword: '',
      country: defaultCountry(hostname, countryParam),
      year: '',
      month: '',
      day: '',
      agreementAccepted: false,
      sliderTicket: '',
    },
  });
  const {
    register,
    control,
    handleSubmit,
    trigger,
    getValues,
    setValue,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form;
  const { field: slider } = useController({ control, name: 'sliderTicket' });

  // Each ticket opens one call: "Get code", then "Register" after sliding again.
  const takeSliderTicket = () => {
    const ticket = getValues('sliderTicket');
    setValue('sliderTicket', '');
    return ticket;
  };
  const onSliderTicket = (ticket: string) => {
    slider.onChange(ticket);
    if (ticket) clearErrors('sliderTicket');
  };

  // A code is on its way: sent now, or (11003) sent moments ago and still valid.
  const onCodeSent = () => {
    setCodeRequested(true);
    clearErrors('code');
  };

  const onRequestCode = async () => {
    if (!(await trigger(['email', 'sliderTicket'], { shouldFocus: true }))) return undefined;
    return sendEmailCode(
      { email: emailSchema.parse(getValues('email')), language: i18n.language },
      { sliderTicket: takeSliderTicket() },
    );
  };

  const onSubmit = handleSubmit(async (values) => {
    const options = { sliderTicket: takeSliderTicket() };
    try {
      await registerWithEmail(
        {
          email: values.email,
          code: values.code,
          password: values.password,
          country: values.country,
          birthDate: toBirthDate(values),
          agreementAccepted: values.agreementAccepted,
          language: i18n.language,
        },
        options,
      );
      onSuccess();
    } catch {
      // The API client has shown the error.
    }
  });

  return (
    <FormProvider {...form}>
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('emailLabel')}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={errorText(errors.email?.message)}
          {...register('email')}
        />
        <SliderCheck
          ticket={slider.value}
          onTicketChange={onSliderTicket}
          focusRef={slider.ref}
          error={errorText(errors.sliderTicket?.message)}
        />
        <CodeField
          label={t('codeLabel')}
          error={errorText(errors.code?.message)}
          onRequestCode={onRequestCode}
          onCodeSent={onCodeSent}
          {...register('code')}
        />
        <TextField
          label={t('passwordLabel')}
          type="password"
          autoComplete="new-password"
          error={errorText(errors.password?.message)}
          {...register('password')}
        />
        <TextField
          label={t('confirmPasswordLabel')}
          type="password"
          autoComplete="new-password"
          error={errorText(errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
        <CountrySelect
          label={t('countryLabel')}
          error={errorText(errors.country?.message)}
          {...register('country')}
        />
        <BirthDateFields today={today} />
        <CheckboxField
          label={t('agreement')}
          error={errorText(errors.agreementAccepted?.message)}
          {...register('agreementAccepted')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {t('submit')}
        </Button>
        <p className="form__links">
          <TextLink to={paths.login}>{t('loginLink')}</TextLink>
        </p>
      </form>
    </FormProvider>
  );
}
