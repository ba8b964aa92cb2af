import type { StepUpProof } from '@account-centre/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { ModalDialog } from '#components/ui/modal-dialog.tsx';
import { PasswordField } from '#components/ui/password-field.tsx';
import { passkeyProof } from '#features/privacy/api/privacy-api.ts';
import { proofFailureText } from '#features/privacy/components/proof.ts';
import { proofOf } from '#lib/security/step-up-proof.ts';

type ProofDialogProps = {
  open: boolean;
  /** The account has a passkey and the browser offers passkeys: it may prove with one. */
  offerPasskey?: boolean;
  /** Runs the action with the proof; a rejection is shown in the dialog, which stays open. */
  onConfirm: (proof: StepUpProof) => Promise<void>;
  onClose: () => void;
};

/**
 * The fresh proof a data export needs (decision 038/048): the password or an authenticator code,
 * sent with the export itself. A refusal (a wrong password, the daily limit) is an alert inside
 * the dialog, and the field is focused again.
 */
export function ProofDialog({ open, offerPasskey = false, onConfirm, onClose }: ProofDialogProps) {
  const { t } = useTranslation('privacy');
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
      setFieldError(t('proofMissing'));
      fieldRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    run(async () => proof, false);
  };

  /** Gets the proof, runs the action with it; a failure is said in the dialog. */
  const run = (getProof: () => Promise<StepUpProof>, byPasskey: boolean) => {
    setBusy(true);
    setFailure(undefined);
    getProof()
      .then(onConfirm)
      .then(
        () => {
          setBusy(false);
          close();
        },
        (error: unknown) => {
          setBusy(false);
          setValue('');
          setFailure(proofFailureText(error, byPasskey));
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
          {t('proofTitle')}
        </h2>
        <p id={textId}>{t('proofText')}</p>
        <PasswordField
          ref={fieldRef}
          label={t('proofLabel')}
          autoComplete="current-password"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={fieldError}
          readOnly={busy}
        />
        {failure && (
          <p role="alert" className="field__error">
            {failure}
          </p>
        )}
        <div className="form__actions">
          <Button type="submit" disabled={busy}>
            {t('confirm')}
          </Button>
          <Button type="button" variant="secondary" disabled={busy} onClick={close}>
            {t('cancel')}
          </Button>
        </div>
        {offerPasskey && (
          <Button
            type="button"
            variant="secondary"
            disabled={busy}
            onClick={() => run(passkeyProof, true)}
          >
            {t('proofPasskey')}
          </Button>
        )}
      </form>
    </ModalDialog>
  );
}
