import { useFormContext } from 'react-hook-form';
import { PasswordField } from '#components/ui/password-field.tsx';
import { useFieldErrorText } from '#lib/form/use-field-error-text.ts';

type NewPasswordFieldsProps = { passwordLabel: string; confirmLabel: string };

/**
 * A new password and its confirmation (spec §5), for a form whose values hold `password` and
 * `confirmPassword` and that is wrapped in react-hook-form's FormProvider.
 */
export function NewPasswordFields({ passwordLabel, confirmLabel }: NewPasswordFieldsProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<{ password: string; confirmPassword: string }>();
  const errorText = useFieldErrorText();
  return (
    <>
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        error={errorText(errors.password?.message)}
        {...register('password')}
      />
      <PasswordField
        label={confirmLabel}
        autoComplete="new-password"
        error={errorText(errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
    </>
  );
}
