import '#components/ui/item-list.css';
import '#features/security/components/security.css';
import type { Passkey, StepUpProof } from '@account-centre/contract';
import { PASSKEY_NAME_MAX } from '@account-centre/contract';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import {
  addPasskey,
  listPasskeys,
  removePasskey,
  renamePasskey,
} from '#features/security/api/security-api.ts';
import { formatTime } from '#features/security/components/device-label.ts';
import { StepUpDialog } from '#features/security/components/step-up-dialog.tsx';
import { isApiError } from '#lib/api/api-error.ts';
import { toast } from '#lib/ui/toast.ts';

type PasskeysProps = {
  /** A passkey was added or removed: the activity list asks again. */
  onChange?: () => void;
};

/** Whether this browser can create and use passkeys at all (no library needed to ask). */
export function browserHasWebAuthn(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/**
 * Home (issue 24): the account's passkeys — add one (after a recent sign-in; the browser's
 * prompt comes from `@simplewebauthn/browser`, loaded only then), rename and remove each. Server
 * errors are shown by the API client; the browser's refusal or a cancel by a toast here.
 */
export function Passkeys({ onChange }: PasskeysProps) {
  const { t, i18n } = useTranslation('security');
  const { t: th } = useTranslation('home');
  const [passkeys, setPasskeys] = useState<Passkey[]>();
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<string>();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();

  const load = useCallback(() => {
    listPasskeys().then(setPasskeys, () => {});
  }, []);
  useEffect(load, [load]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      // The API client has shown its errors; the browser's own refusal is told here.
      if (!isApiError(error)) toast.error(t('passkeyNotCreated'));
    } finally {
      setBusy(false);
    }
  };

  // Decision 038: the password (or an authenticator code) is asked for first, in a dialog.
  const [askingProof, setAskingProof] = useState(false);
  const onAdd = () => setAskingProof(true);
  const addWith = async (proof: StepUpProof) => {
    try {
      await addPasskey(t('passkeyDefaultName', { count: (passkeys?.length ?? 0) + 1 }), proof);
    } catch (error) {
      // A refused proof stays in the dialog; the browser's own refusal is told here.
      if (isApiError(error)) throw error;
      toast.error(t('passkeyNotCreated'));
      return;
    }
    toast.success(t('passkeyAdded'));
    load();
    onChange?.();
  };

  const onRename = (event: FormEvent, passkey: Passkey) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '' || trimmed.length > PASSKEY_NAME_MAX) {
      setNameError(t('passkeyNameRequired', { max: PASSKEY_NAME_MAX }));
      return;
    }
    setNameError(undefined);
    void run(async () => {
      await renamePasskey(passkey.id, trimmed);
      setEditing(undefined);
      load();
    });
  };

  return (
    <section className="list-section" aria-labelledby="passkeys-title">
      <h3 id="passkeys-title" className="list-section__title">
        {t('passkeysTitle')}
      </h3>
      <p className="list-section__text">{t('passkeysText')}</p>
      {passkeys?.length === 0 && <p className="empty-state">{th('emptyPasskeys')}</p>}
      <ul className="item-list" aria-busy={passkeys === undefined}>
        {passkeys?.map((passkey) => (
          <li key={passkey.id} className="item-row" data-testid="passkey">
            {editing === passkey.id ? (
              <form
                className="form item-row__text"
                noValidate
                onSubmit={(event) => onRename(event, passkey)}
              >
                <TextField
                  label={t('passkeyNameLabel')}
                  name="passkeyName"
                  value={name}
                  error={nameError}
                  maxLength={PASSKEY_NAME_MAX + 10}
                  autoFocus
                  onChange={(event) => setName(event.target.value)}
                />
                <div className="form__actions">
                  <Button type="submit" disabled={busy}>
                    {t('save')}
                  </Button>
                  <Button variant="secondary" onClick={() => setEditing(undefined)}>
                    {t('cancel')}
                  </Button>
                </div>
              </form>
            ) : (
              <>
                <div className="item-row__text">
                  <span className="item-row__name" dir="auto">
                    {passkey.name}
                    {passkey.backedUp && (
                      <>
                        {' '}
                        <strong className="security-badge">{t('passkeySynced')}</strong>
                      </>
                    )}
                  </span>
                  <span className="item-row__detail">
                    {t('passkeyCreated', { time: formatTime(passkey.createdAt, i18n.language) })}
                    {passkey.lastUsedAt && (
                      <>
                        {' · '}
                        {t('passkeyLastUsed', {
                          time: formatTime(passkey.lastUsedAt, i18n.language),
                        })}
                      </>
                    )}
                  </span>
                </div>
                <div className="item-row__actions">
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={t('passkeyRenameLabel', { name: passkey.name })}
                    onClick={() => {
                      setEditing(passkey.id);
                      setName(passkey.name);
                      setNameError(undefined);
                    }}
                  >
                    {t('passkeyRename')}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={t('passkeyRemoveLabel', { name: passkey.name })}
                    onClick={() =>
                      void run(async () => {
                        await removePasskey(passkey.id);
                        toast.success(t('passkeyRemoved'));
                        load();
                        onChange?.();
                      })
                    }
                  >
                    {t('passkeyRemove')}
                  </Button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      {browserHasWebAuthn() ? (
        <>
          <Button variant="secondary" disabled={busy} onClick={onAdd}>
            {t('passkeyAdd')}
          </Button>
          <StepUpDialog
            open={askingProof}
            onConfirm={addWith}
            onClose={() => setAskingProof(false)}
          />
        </>
      ) : (
        <p>{t('passkeysUnsupported')}</p>
      )}
    </section>
  );
}
