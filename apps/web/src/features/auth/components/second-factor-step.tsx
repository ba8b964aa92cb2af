import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { confirmSecondFactor } from '#features/auth/api/confirm-second-factor.ts';
import { matchApiError } from '#lib/api/api-error.ts';
import { useSignedInTexts } from '#lib/i18n/signed-in-texts.ts';

type SecondFactorStepProps = {
  /** The first step's ticket. */
  ticket: string;
  /** The token pair is stored. */
  onSuccess: () => void;
  /** Back to the first step: asked for, or the ticket has died. */
  onBack: () => void;
};

const CODE_PATTERN = /^\d{6}$/;

/**
 * The sign-in step of an account with the authenticator app (issue 24): the app's 6-digit code,
 * or one of the recovery codes. A wrong answer shows the server's error (the API client's toast);
 * a dead ticket (401) goes back to the first step.
 */
export function SecondFactorStep({ ticket, onSuccess, onBack }: SecondFactorStepProps) {
  // Its texts are the signed-in ones (locale-loaders.ts): loaded before it renders.
  useSignedInTexts();
  const { t } = useTranslation('security');
  const { t: tAuth } = useTranslation('auth');
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = value.trim();
    if (recovery ? answer === '' : !CODE_PATTERN.test(answer)) {
      setError(recovery ? t('recoveryCodeRequired') : t('appCodeRequired'));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await confirmSecondFactor(ticket, recovery ? { recovery_code: answer } : { code: answer });
      onSuccess();
    } catch (failure) {
      // The API client has shown the error; a dead ticket starts over.
      if (matchApiError(failure, { 401: () => 'expired' }) === 'expired') onBack();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className="form__title">
        {t('secondFactorTitle')}
      </h2>
      <p className="form__text">{recovery ? t('recoveryCodeText') : t('appCodeText')}</p>
      <TextField
        key={recovery ? 'recovery' : 'code'}
        label={recovery ? t('recoveryCodeLabel') : t('appCodeLabel')}
        name={recovery ? 'recoveryCode' : 'code'}
        value={value}
        error={error}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        maxLength={recovery ? 32 : 6}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button
        variant="secondary"
        className="link-button"
        onClick={() => {
          setRecovery(!recovery);
          setValue('');
          setError(undefined);
        }}
      >
        {recovery ? t('useAppCode') : t('useRecoveryCode')}
      </Button>
      <div className="form__actions">
        <Button type="submit" disabled={busy}>
          {tAuth('doubleCheckConfirm')}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          {tAuth('back')}
        </Button>
      </div>
    </form>
  );
}
