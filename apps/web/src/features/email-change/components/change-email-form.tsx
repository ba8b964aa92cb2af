import { emailSchema } from '@account-centre/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { PasswordField } from '#components/ui/password-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { paths } from '#config/paths.ts';
import { changeEmail } from '#features/email-change/api/change-email.ts';
import { sendChangeEmailCode } from '#features/email-change/api/send-change-email-code.ts';
import { changeEmailFormSchema } from '#features/email-change/components/change-email-form-schema.ts';
import { CodeField } from '#fields/verification-code/components/code-field.tsx';
import { useSchemaForm } from '#lib/form/use-schema-form.ts';

type ChangeEmailFormProps = { onSuccess: () => void };

/**
 * Change e-mail (spec §2): the new address, a code sent to it and the current password
 * (re-authentication, decision 026). "Same as the current one" (30913), "occupied" (30911) and a
 * wrong password (30916) come from the server as red toasts.
 */
export function ChangeEmailForm({ onSuccess }: ChangeEmailFormProps) {
  const { t, i18n } = useTranslation(['emailChange', 'common']);
  const [codeRequested, setCodeRequested] = useState(false);
  const schema = useMemo(() => changeEmailFormSchema(codeRequested), [codeRequested]);
  const {
    register,
    submitWith,
    trigger,
    getValues,
    clearErrors,
    formRef,
    fieldError,
    formState: { isSubmitting },
  } = useSchemaForm(schema, { email: '', code: '', currentPassword: '' });

  // A code is on its way: sent now, or (11003) sent moments ago and still valid.
  const onCodeSent = () => {
    setCodeRequested(true);
    clearErrors('code');
  };

  const onRequestCode = async () => {
    if (!(await trigger('email'))) return undefined;
    return sendChangeEmailCode({
      email: emailSchema.parse(getValues('email')),
      language: i18n.language,
    });
  };

  const onSubmit = submitWith(async (values) => {
    try {
      await changeEmail({
        email: values.email,
        code: values.code,
        currentPassword: values.currentPassword,
        language: i18n.language,
      });
    } catch {
      // The API client has shown the error.
      return;
    }
    onSuccess();
  });

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('emailLabel')}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={fieldError('email')}
        {...register('email')}
      />
      <CodeField
        error={fieldError('code')}
        onRequestCode={onRequestCode}
        onCodeSent={onCodeSent}
        {...register('code')}
      />
      <PasswordField
        label={t('currentPasswordLabel')}
        hint={t('currentPasswordHint')}
        autoComplete="current-password"
        error={fieldError('currentPassword')}
        {...register('currentPassword')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {t('submit')}
      </Button>
      <p className="form__links">
        <TextLink to={paths.home}>{t('common:backToAccount')}</TextLink>
      </p>
    </form>
  );
}
