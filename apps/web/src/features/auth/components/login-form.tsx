import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema } from '@account-centre/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { paths } from '#config/paths.ts';
import { loginWithPassword, type LoginAnswer } from '#features/auth/api/login-with-password.ts';
import { useFieldErrorText } from '#hooks/use-field-error-text.ts';

/**
 * The account is an e-mail address or a product ID for now (phone login comes with the
 * region rules). An account that looks like an e-mail must pass the e-mail rule.
 */
const loginFormSchema = z.object({
  account: z
    .string()
    .trim()
    .min(1, { message: 'accountRequired' })
    .superRefine((value, ctx) => {
      if (!value.includes('@')) return;
      const result = emailSchema.safeParse(value);
      if (!result.success) {
        ctx.addIssue({
          code: 'custom',
          message: result.error.issues[0]?.message ?? 'invalidEmail',
        });
      }
    }),
  password: z.string().min(1, { message: 'passwordRequired' }),
});
type LoginFormValues = z.input<typeof loginFormSchema>;

type LoginFormProps = { onSuccess: (answer: LoginAnswer) => void };

export function LoginForm({ onSuccess }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const errorText = useFieldErrorText();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues, unknown, z.output<typeof loginFormSchema>>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { account: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      onSuccess(await loginWithPassword({ username: values.account, password: values.password }));
    } catch {
      // The API client has shown the error.
    }
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
      <TextField
        label={t('passwordLabel')}
        type="password"
        autoComplete="current-password"
        error={errorText(errors.password?.message)}
        {...register('password')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {t('submit')}
      </Button>
      <p className="form__links">
        <TextLink to={paths.register}>{t('registerLink')}</TextLink>
      </p>
    </form>
  );
}
