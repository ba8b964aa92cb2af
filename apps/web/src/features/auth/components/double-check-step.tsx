import type { DoubleCheckAnswer } from '@account-centre/contract';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '#components/ui/button.tsx';
import { confirmDoubleCheck } from '#features/auth/api/confirm-double-check.ts';
import type { LoginAnswer } from '#features/auth/api/request-tokens.ts';
import { sendAuthCode } from '#features/auth/api/send-auth-code.ts';
import { CodeField } from '#fields/verification-code/components/code-field.tsx';
import { codeFieldSchema } from '#fields/verification-code/components/code-field-schema.ts';
import { useSchemaForm } from '#lib/form/use-schema-form.ts';
import { matchApiError, type ApiErrorMap } from '#lib/api/api-error.ts';

type DoubleCheckStepProps = {
  /** The first step's answer: the ticket and where the code goes. */
  challenge: DoubleCheckAnswer;
  onSuccess: (answer: LoginAnswer) => void;
  /** Back to the first step: asked for, or the ticket has expired. */
  onBack: () => void;
};

/** What the step does itself about a failed call (the API client has shown the error). */
const doubleCheckErrors = {
  /** A 401 on a ticket call: the ticket has expired; back to the first step. */
  401: () => 'ticketExpired',
} satisfies ApiErrorMap<'ticketExpired'>;

const isTicketExpired = (error: unknown) =>
  matchApiError(error, doubleCheckErrors) === 'ticketExpired';

/**
 * The second sign-in step (spec §4, DESIGN §4): a code sent to the account for the ticket of the
 * first answer, then grant_type=double_check.
 */
export function DoubleCheckStep({ challenge, onSuccess, onBack }: DoubleCheckStepProps) {
  const { t, i18n } = useTranslation('auth');
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [codeRequested, setCodeRequested] = useState(false);
  const schema = useMemo(() => z.object({ code: codeFieldSchema(codeRequested) }), [codeRequested]);
  const {
    register,
    submitWith,
    clearErrors,
    formRef,
    fieldError,
    formState: { isSubmitting },
  } = useSchemaForm(schema, { code: '' });
  const ticket = challenge.double_check_token;

  // The step replaces the form that had the focus: start reading at its title.
  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  // A code is on its way: sent now, or (11003) sent moments ago and still valid.
  const onCodeSent = () => {
    setCodeRequested(true);
    clearErrors('code');
  };

  const onRequestCode = async () => {
    try {
      return await sendAuthCode({
        purpose: 'double-check',
        double_check_token: ticket,
        language: i18n.language,
      });
    } catch (error) {
      if (isTicketExpired(error)) onBack();
      throw error;
    }
  };

  const onSubmit = submitWith(async ({ code }) => {
    try {
      onSuccess(await confirmDoubleCheck({ double_check_token: ticket, code }));
    } catch (error) {
      // The API client has shown the error.
      if (isTicketExpired(error)) onBack();
    }
  });

  return (
    <form ref={formRef} className="form" noValidate aria-labelledby={titleId} onSubmit={onSubmit}>
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className="form__title">
        {t('doubleCheckTitle')}
      </h2>
      <p className="form__text">{t('doubleCheckText', { destination: challenge.destination })}</p>
      <CodeField
        error={fieldError('code')}
        onRequestCode={onRequestCode}
        onCodeSent={onCodeSent}
        {...register('code')}
      />
      <div className="form__actions">
        <Button type="submit" disabled={isSubmitting}>
          {t('doubleCheckConfirm')}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          {t('back')}
        </Button>
      </div>
    </form>
  );
}
