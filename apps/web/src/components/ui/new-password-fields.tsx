import { PasswordField } from '#components/ui/password-field.tsx';
import { useSchemaFormContext } from '#lib/form/use-schema-form.ts';

type NewPasswordFieldsProps = { passwordLabel: string; confirmLabel: string };

/**
 * A new password and its confirmation (spec §5), for a form whose values hold `password` and
 * `confirmPassword` and that is wrapped in react-hook-form's FormProvider.
 */
export function NewPasswordFields({ passwordLabel, confirmLabel }: NewPasswordFieldsProps) {
  const { register, fieldError } = useSchemaFormContext<{
    password: string;
    confirmPassword: string;
  }>();
  return (
    <>
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        error={fieldError('password')}
        {...register('password')}
      />
      <PasswordField
        label={confirmLabel}
        autoComplete="new-password"
        error={fieldError('confirmPassword')}
        {...register('confirmPassword')}
      />
    </>
  );
}
