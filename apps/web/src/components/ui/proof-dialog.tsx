import type { StepUpProof } from '@account-centre/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '#components/ui/button.tsx';
import { ModalDialog } from '#components/ui/modal-dialog.tsx';
import { PasswordField } from '#components/ui/password-field.tsx';
import { proofOf } from '#lib/security/step-up-proof.ts';

/** The words of one proof dialog, already translated by the feature that opens it. */
export type ProofDialogTexts = {
  title: string;
  text: string;
  label: string;
  /** Said under the field when it is submitted empty. */
  missing: string;
  confirm: string;
  cancel: string;
};

/** A second way to prove: the account's passkey, asked of the browser. */
export type ProofDialogPasskey = {
  label: string;
  getProof: () => Promise<StepUpProof>;
};

type ProofDialogProps = {
  open: boolean;
  texts: ProofDialogTexts;
  passkey?: ProofDialogPasskey;
  /** The words for a refusal of the action or of the proof (`byPasskey`: the passkey was used). */
  failureText: (error: unknown, byPasskey: boolean) => string;
  /** Runs the action with the proof; a rejection is shown in the dialog, which stays open. */
  onConfirm: (proof: StepUpProof) => Promise<void>;
  onClose: () => void;
};

/**
 * Decision 038/048: an action that needs a fresh proof asks for the password or an authenticator
 * code (six digits) here, optionally a passkey, and sends it with the action itself. The field is
 * focused on opening; a refusal is an alert inside the dialog, the field is emptied and focused
 * again; the dialog closes only after the action succeeded.
 */
export function ProofDialog({
  open,
  texts,
  passkey,
  failureText,
  onConfirm,
  onClose,
}: ProofDialogProps) {
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
          setFailure(failureText(error, byPasskey));
          fieldRef.current?.focus();
        },
      );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const proof = proofOf(value);
    if (!proof) {
      setFieldError(texts.missing);
      fieldRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    run(async () => proof, false);
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
          {texts.title}
        </h2>
        <p id={textId}>{texts.text}</p>
        <PasswordField
          ref={fieldRef}
          label={texts.label}
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
            {texts.confirm}
          </Button>
          <Button type="button" variant="secondary" disabled={busy} onClick={close}>
            {texts.cancel}
          </Button>
        </div>
        {passkey && (
          <Button
            type="button"
            variant="secondary"
            disabled={busy}
            onClick={() => run(passkey.getProof, true)}
          >
            {passkey.label}
          </Button>
        )}
      </form>
    </ModalDialog>
  );
}
