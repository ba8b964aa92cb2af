import type { StepUpProof } from '@account-centre/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { ModalDialog } from '#components/ui/modal-dialog.tsx';
import { PasswordField } from '#components/ui/password-field.tsx';
import { errorText } from '#lib/api/error-text.ts';
import { proofOf } from '#lib/security/step-up-proof.ts';

type StepUpDialogProps = {
  open: boolean;
  /** The account has the authenticator app on: its code is offered as the proof too. */
  mentionCode?: boolean;
  /** Runs the action with the proof; a rejection is shown in the dialog, which stays open. */
  onConfirm: (proof: StepUpProof) => Promise<void>;
  onClose: () => void;
};

/**
 * Decision 038: adding a passkey, turning the authenticator app off and signing the other devices
 * out ask for the password (or an authenticator code) in this dialog, sent with the action itself.
 * The field is focused on opening; a refusal is an alert inside the dialog (besides the toast),
 * and the field is focused again.
 */
export function StepUpDialog({ open, mentionCode = false, onConfirm, onClose }: StepUpDialogProps) {
  const { t } = useTranslation('security');
  const titleId = useId();
  const textId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    setValue('');
    setFieldError(undefined);
    setFailure(undefined);
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const proof = proofOf(value);
    if (!proof) {
      setFieldError(t('stepUpMissing'));
      fieldRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    onConfirm(proof).then(
      () => {
        setBusy(false);
        close();
      },
      (error: unknown) => {
        setBusy(false);
        setValue('');
        setFailure(errorText(error));
        fieldRef.current?.focus();
      },
    );
  };

  return (
    <ModalDialog
      open={open}
      onDismiss={busy ? undefined : close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      initialFocus={fieldRef}
      className="step-up-dialog"
    >
      <form onSubmit={onSubmit} noValidate>
        <h2 id={titleId} className="list-section__title">
          {t('stepUpTitle')}
        </h2>
        <p id={textId}>{mentionCode ? t('stepUpTextTotp') : t('stepUpText')}</p>
        <PasswordField
          ref={fieldRef}
          label={t('stepUpPasswordLabel')}
          autoComplete="current-password"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={fieldError}
          // Read-only, not disabled, while the call runs: the field keeps the focus.
          readOnly={busy}
        />
        {failure && (
          <p role="alert" className="field__error">
            {failure}
          </p>
        )}
        <div className="form__actions">
          <Button type="submit" disabled={busy}>
            {t('stepUpConfirm')}
          </Button>
          <Button type="button" variant="secondary" disabled={busy} onClick={close}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
