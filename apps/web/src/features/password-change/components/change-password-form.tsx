import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { NewPasswordFields } from '#components/ui/new-password-fields.tsx';
import { PasswordField } from '#components/ui/password-field.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { paths } from '#config/paths.ts';
import { changePassword } from '#features/password-change/api/change-password.ts';
import { changePasswordFormSchema } from '#features/password-change/components/change-password-form-schema.ts';
import { useSchemaForm } from '#lib/form/use-schema-form.ts';

type ChangePasswordFormProps = { onSuccess: () => void };

/** Change password (spec §2): the current password, the new one and its confirmation. */
export function ChangePasswordForm({ onSuccess }: ChangePasswordFormProps) {
  const { t } = useTranslation(['password', 'common']);
  const form = useSchemaForm(changePasswordFormSchema, {
    currentPassword: '',
    password: '',
    confirmPassword: '',
  });
  const {
    register,
    submitWith,
    formRef,
    fieldError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = submitWith(async (values) => {
    try {
      await changePassword({ currentPassword: values.currentPassword, password: values.password });
    } catch {
      // The API client has shown the error.
      return;
    }
    onSuccess();
  });

  return (
    <FormProvider {...form}>
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <PasswordField
          label={t('currentPasswordLabel')}
          autoComplete="current-password"
          error={fieldError('currentPassword')}
          {...register('currentPassword')}
        />
        <NewPasswordFields
          passwordLabel={t('newPasswordLabel')}
          confirmLabel={t('confirmPasswordLabel')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {t('changeSubmit')}
        </Button>
        <p className="form__links">
          <TextLink to={paths.home}>{t('common:backToAccount')}</TextLink>
        </p>
      </form>
    </FormProvider>
  );
}
