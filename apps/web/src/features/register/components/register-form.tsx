import { useMemo, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFields } from '#components/ui/form-fields.tsx';
import { Button } from '#components/ui/button.tsx';
import { CountrySelect } from '#fields/country/components/country-select.tsx';
import { NewPasswordFields } from '#components/ui/new-password-fields.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { defaultCountry } from '#lib/country/default-country.ts';
import { paths } from '#config/paths.ts';
import { AgreementCheckbox } from '#fields/legal/components/agreement-checkbox.tsx';
import { BirthDateFields } from '#features/register/components/birth-date-fields.tsx';
import { ContactFields } from '#features/register/components/contact-fields.tsx';
import {
  sendRegisterCode,
  submitRegistration,
} from '#features/register/components/register-calls.ts';
import {
  registerFormSchema,
  type RegisterFormValues,
  type RegisterMode,
} from '#features/register/components/register-form-schema.ts';
import { useSignedUpNotice } from '#features/register/hooks/use-signed-up-notice.ts';
import { SliderCheck } from '#fields/slider/components/slider-check.tsx';
import { useSliderField } from '#fields/slider/hooks/use-slider-field.ts';
import { CodeField } from '#fields/verification-code/components/code-field.tsx';
import { dialCodeOf, phoneAppliesTo } from '#lib/country/phone-region.ts';
import { useSchemaForm } from '#lib/form/use-schema-form.ts';
import { getRuntime } from '#lib/runtime.ts';

type RegisterFormProps = { onSuccess: () => void; today?: Date };

function initialValues(): RegisterFormValues {
  const { hostname, countryParam } = getRuntime();
  const country = defaultCountry(hostname, countryParam);
  return {
    email: '',
    areaCode: dialCodeOf(country),
    phone: '',
    code: '',
    password: '',
    confirmPassword: '',
    country,
    year: '',
    month: '',
    day: '',
    agreementAccepted: false,
    sliderTicket: '',
  };
}

/**
 * Registration (spec §2): by e-mail code, or by SMS code where phone registration applies to the
 * chosen country/region (DESIGN §4); then the password twice, country, birth date and agreement.
 */
export function RegisterForm({ onSuccess, today }: RegisterFormProps) {
  const { t, i18n } = useTranslation('register');
  const [mode, setMode] = useState<RegisterMode>('email');
  const [codeRequested, setCodeRequested] = useState(false);
  // Fixed for the form's life: the age is judged on the day the form was opened.
  const [openedOn] = useState(() => today ?? new Date());
  const schema = useMemo(
    () => registerFormSchema({ mode, codeRequested, today: openedOn }),
    [mode, codeRequested, openedOn],
  );
  const form = useSchemaForm(schema, initialValues());
  const {
    register,
    control,
    submitWith,
    trigger,
    getValues,
    setValue,
    clearErrors,
    formRef,
    fieldError,
    formState: { isSubmitting },
  } = form;
  // Each ticket opens one call: "Get code", then "Register" after sliding again.
  const { sliderProps, takeTicket: takeSliderTicket } = useSliderField(form);
  const country = useWatch({ control, name: 'country' });
  const email = useWatch({ control, name: 'email' });
  const areaCode = useWatch({ control, name: 'areaCode' });
  const phone = useWatch({ control, name: 'phone' });
  const phoneApplies = phoneAppliesTo(country);
  const contact = mode === 'phone' ? `+${areaCode} ${phone.trim()}` : email.trim().toLowerCase();
  const signedUp = useSignedUpNotice(contact);

  // A code sent for the address does not serve the number, and the other way round.
  const onSelectMode = (next: RegisterMode) => {
    setMode(next);
    setCodeRequested(false);
    clearErrors();
  };

  // The area code follows the country/region; where phone registration does not apply, e-mail.
  const onCountryChange = (event: { target: { value: string } }) => {
    const next = event.target.value;
    setValue('areaCode', dialCodeOf(next));
    if (mode === 'phone' && !phoneAppliesTo(next)) onSelectMode('email');
  };

  // A code is on its way: sent now, or (11003) sent moments ago and still valid.
  const onCodeSent = () => {
    setCodeRequested(true);
    clearErrors('code');
  };

  const onRequestCode = async () => {
    const checked = mode === 'phone' ? (['areaCode', 'phone'] as const) : (['email'] as const);
    if (!(await trigger([...checked, 'sliderTicket'], { shouldFocus: true }))) return undefined;
    const values = getValues();
    const fields = {
      email: values.email.trim(),
      areaCode: values.areaCode,
      phone: values.phone.trim(),
    };
    try {
      return await sendRegisterCode(mode, fields, i18n.language, {
        sliderTicket: takeSliderTicket(),
      });
    } catch (error) {
      signedUp.note(error);
      throw error;
    }
  };

  const onSubmit = submitWith(async (values) => {
    const options = { sliderTicket: takeSliderTicket() };
    try {
      await submitRegistration(mode, values, i18n.language, options);
      onSuccess();
    } catch (error) {
      // The API client has shown the error; "already signed up" also stays on the form.
      signedUp.note(error);
    }
  });

  return (
    <FormProvider {...form}>
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <FormFields>
          <ContactFields
            mode={mode}
            onSelectMode={onSelectMode}
            phoneApplies={phoneApplies}
            signedUp={signedUp.notice}
          />
          <SliderCheck {...sliderProps} error={fieldError('sliderTicket')} />
          <CodeField
            // A new mode starts without the other mode's cool-down.
            key={mode}
            label={t('codeLabel')}
            error={fieldError('code')}
            onRequestCode={onRequestCode}
            onCodeSent={onCodeSent}
            {...register('code')}
          />
          <NewPasswordFields
            passwordLabel={t('passwordLabel')}
            confirmLabel={t('confirmPasswordLabel')}
          />
          <CountrySelect
            label={t('countryLabel')}
            error={fieldError('country')}
            {...register('country', { onChange: onCountryChange })}
          />
          <BirthDateFields today={openedOn} />
          <AgreementCheckbox
            country={country}
            error={fieldError('agreementAccepted')}
            {...register('agreementAccepted')}
          />
          <Button type="submit" disabled={isSubmitting}>
            {t('submit')}
          </Button>
          <p className="form__links">
            <TextLink to={paths.login}>{t('loginLink')}</TextLink>
          </p>
        </FormFields>
      </form>
    </FormProvider>
  );
}
