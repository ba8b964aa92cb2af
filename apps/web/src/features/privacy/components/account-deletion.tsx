import type { UserInfo } from '@account-centre/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { PasswordField } from '#components/ui/password-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { paths } from '#config/paths.ts';
import { passkeyProof, requestAccountDeletion } from '#features/privacy/api/privacy-api.ts';
import { rememberDeletion } from '#features/privacy/components/deletion-result.ts';
import { proofFailureText } from '#features/privacy/components/proof.ts';
import { proofOf } from '#lib/security/step-up-proof.ts';
import { useNavigate } from '#lib/navigation.ts';
import { clearSession } from '#lib/session/session.ts';

/** What the user types to confirm: the account's e-mail address, else its product ID. */
export function confirmationWord(userInfo: Pick<UserInfo, 'email' | 'productId'>): string {
  return userInfo.email ?? userInfo.productId;
}

/**
 * "Delete account" (issue 34, decision 048): what happens, then — after "Delete account…" — a
 * fresh proof (password or authenticator code) and the account typed as shown. On success the
 * session is forgotten here too and the confirmation page says when the account is erased.
 */
export function AccountDeletion({
  userInfo,
  offerPasskey,
}: {
  userInfo: UserInfo;
  /** The account has a passkey and the browser offers passkeys: it may prove with one. */
  offerPasskey: boolean;
}) {
  const { t } = useTranslation('privacy');
  const navigate = useNavigate();
  const account = confirmationWord(userInfo);
  const [open, setOpen] = useState(false);
  const [proofText, setProofText] = useState('');
  const [typed, setTyped] = useState('');
  const [errors, setErrors] = useState<{ proof?: string; typed?: string }>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const proofRef = useRef<HTMLInputElement>(null);
  const typedRef = useRef<HTMLInputElement>(null);

  // Opening the form moves the focus to its first field.
  useEffect(() => {
    if (open) proofRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setProofText('');
    setTyped('');
    setErrors({});
    setFailure(undefined);
  };

  /** The typed proof (`byPasskey` false) or the browser's passkey, with the typed account. */
  const submit = async (byPasskey: boolean) => {
    const proof = byPasskey ? undefined : proofOf(proofText);
    const next = {
      ...(proof || byPasskey ? {} : { proof: t('proofMissing') }),
      ...(typed.trim() === '' ? { typed: t('confirmMissing', { account }) } : {}),
    };
    setErrors(next);
    setFailure(undefined);
    if (next.proof) return proofRef.current?.focus();
    if (next.typed) return typedRef.current?.focus();
    setBusy(true);
    try {
      const shown = proof ?? (await passkeyProof());
      const eraseAfter = await requestAccountDeletion({ ...shown, confirmation: typed.trim() });
      rememberDeletion(eraseAfter);
      clearSession();
      navigate(paths.accountDeleted, { replace: true });
    } catch (error) {
      setBusy(false);
      setProofText('');
      setFailure(proofFailureText(error, byPasskey));
      proofRef.current?.focus();
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(false);
  };

  return (
    <section className="list-section" aria-labelledby="delete-title">
      <h3 id="delete-title" className="list-section__title">
        {t('deleteTitle')}
      </h3>
      <p className="list-section__text">{t('deleteText')}</p>
      <p className="list-section__text">{t('deleteGrace')}</p>
      {!open ? (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('deleteStart')}
        </Button>
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate>
          <PasswordField
            ref={proofRef}
            label={t('proofLabel')}
            autoComplete="current-password"
            value={proofText}
            onChange={(event) => setProofText(event.target.value)}
            error={errors.proof}
            readOnly={busy}
          />
          <TextField
            ref={typedRef}
            label={t('confirmLabel', { account })}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={errors.typed}
            readOnly={busy}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
          {failure && (
            <p role="alert" className="field__error">
              {failure}
            </p>
          )}
          <div className="form__actions">
            <Button type="submit" disabled={busy}>
              {t('deleteSubmit')}
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
              onClick={() => void submit(true)}
            >
              {t('proofPasskey')}
            </Button>
          )}
        </form>
      )}
    </section>
  );
}
