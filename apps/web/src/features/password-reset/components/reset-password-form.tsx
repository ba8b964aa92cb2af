import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { paths } from '#config/paths.ts';
import { resetPassword } from '#features/password-reset/api/reset-password.ts';
import { sendResetCode } from '#features/password-reset/api/send-reset-code.ts';
import {
  accountFieldSchema,
  resetPasswordFormSchema,
  type ResetPasswordFormOutput,
  type ResetPasswordFormValues,
} from '#features/password-reset/components/reset-password-form-schema.ts';
import { SliderCheck } from '#features/slider/components/slider-check.tsx';
import {
  isSliderRequired,
  SLIDER_REQUIRED,
} from '#features/slider/components/slider-ticket-schema.ts';
import { CodeField } from '#features/verification-code/components/code-field.tsx';
import { useFieldErrorText } from '#hooks/use-field-error-text.ts';

type ResetPasswordFormProps = { onSuccess: () => void };

const emptyValues: ResetPasswordFormValues = {
  account: '',
  code: '',
  password: '',
  confirmPassword: '',
  sliderTicket: '',
};

/** Reset password (spec §2): account, a reset code sent to it, the new password twice. */
export function ResetPasswordForm({ onSuccess }: ResetPasswordFormProps) {
  const { t, i18n } = useTranslation('password');
  const errorText = useFieldErrorText();
  const [codeRequested, setCodeRequested] = useState(false);
  const resolver = useMemo(
    () => zodResolver(resetPasswordFormSchema(codeRequested)),
    [codeRequested],
  );
  const {
    register,
    control,
    handleSubmit,
    trigger,
    getValues,
    setValue,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues, unknown, ResetPasswordFormOutput>({
    resolver,
    defaultValues: emptyValues,
  });
  const { field: slider } = useController({ control, name: 'sliderTicket' });
  const onSliderTicket = (ticket: string) => {
    slider.onChange(ticket);
    if (ticket) clearErrors('sliderTicket');
  };

  // A code is on its way: sent now, or (11003) sent moments ago and still valid.
  const onCodeSent = () => {
    setCodeRequested(true);
    clearErrors('code');
  };

  // Only sending a code needs the slider: each send (and resend) one ticket.
  const onRequestCode = async () => {
    const accountValid = await trigger('account', { shouldFocus: true });
    const sliderTicket = getValues('sliderTicket');
    if (isSliderRequired() && !sliderTicket) {
      setError('sliderTicket', { message: SLIDER_REQUIRED }, { shouldFocus: accountValid });
      return undefined;
    }
    if (!accountValid) return undefined;
    setValue('sliderTicket', '');
    return sendResetCode(
      { account: accountFieldSchema.parse(getValues('account')), language: i18n.language },
      { sliderTicket },
    );
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resetPassword({
        account: values.account,
        code: values.code,
        password: values.password,
      });
    } catch {
      // The API client has shown the error.
      return;
    }
    // The code is used up: a second reset starts from the beginning.
    reset(emptyValues);
    setCodeRequested(false);
    onSuccess();
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('accountLabel')}
        placeholder={t('accountPlaceholder')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errorText(errors.account?.message)}
        {...register('account')}
      />
      <SliderCheck
        ticket={slider.value}
        onTicketChange={onSliderTicket}
        focusRef={slider.ref}
        error={errorText(errors.sliderTicket?.message)}
      />
      <CodeField
        error={errorText(errors.code?.message)}
        onRequestCode={onRequestCode}
        onCodeSent={onCodeSent}
        {...register('code')}
      />
      <TextField
        label={t('newPasswordLabel')}
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
      <Button type="submit" disabled={isSubmitting}>
        {t('resetSubmit')}
      </Button>
      <p className="form__links">
        <TextLink to={paths.login}>{t('loginLink')}</TextLink>
      </p>
    </form>
  );
}
