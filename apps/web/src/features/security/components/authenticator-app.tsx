import '#components/ui/item-list.css';
import '#features/security/components/security.css';
import type { TotpSetup, TotpStatus } from '@account-centre/contract';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import {
  confirmTotp,
  disableTotp,
  getTotpStatus,
  setUpTotp,
} from '#features/security/api/security-api.ts';
import { StepUpDialog } from '#features/security/components/step-up-dialog.tsx';
import { toast } from '#lib/ui/toast.ts';

type AuthenticatorAppProps = {
  /** The app was turned on or off: the activity list asks again. */
  onChange?: () => void;
};

/** The QR code of the otpauth URI, drawn by `qrcode` loaded only when a setup starts. */
function QrCode({ uri, alt }: { uri: string; alt: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let current = true;
    void import('qrcode').then(async (qrcode) => {
      const url = await qrcode.toDataURL(uri, { margin: 1, width: 192 });
      if (current) setSrc(url);
    });
    return () => {
      current = false;
    };
  }, [uri]);
  return src ? <img className="totp-qr" src={src} alt={alt} width={192} height={192} /> : null;
}

/**
 * Home (issue 24): the authenticator app as a second sign-in factor. Off: "Set up" shows a QR code
 * and the manual key; the app's first code turns it on and the ten recovery codes are shown once.
 * On: how many recovery codes are left, and "Turn off" (needs a recent sign-in: 40071 otherwise).
 */
export function AuthenticatorApp({ onChange }: AuthenticatorAppProps) {
  const { t } = useTranslation('security');
  const [status, setStatus] = useState<TotpStatus>();
  const [setup, setSetup] = useState<TotpSetup>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const [busy, setBusy] = useState(false);
  // Decision 038: turning the app off asks for the password or a code first.
  const [askingProof, setAskingProof] = useState(false);

  const load = useCallback(() => {
    getTotpStatus().then(setStatus, () => {});
  }, []);
  useEffect(load, [load]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // Shown by the API client.
    } finally {
      setBusy(false);
    }
  };

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t('appCodeRequired'));
      return;
    }
    setError(undefined);
    void run(async () => {
      setRecoveryCodes(await confirmTotp(code.trim()));
      setSetup(undefined);
      setCode('');
      load();
      onChange?.();
    });
  };

  return (
    <section className="list-section" aria-labelledby="totp-title">
      <h3 id="totp-title" className="list-section__title">
        {t('totpTitle')}
      </h3>
      {recoveryCodes && (
        <div className="totp-recovery" role="status">
          <p>{t('recoveryCodesText')}</p>
          <ul className="totp-recovery__codes" aria-label={t('recoveryCodesLabel')}>
            {recoveryCodes.map((one) => (
              <li key={one}>
                <code>{one}</code>
              </li>
            ))}
          </ul>
          <Button variant="secondary" onClick={() => setRecoveryCodes(undefined)}>
            {t('recoveryCodesDone')}
          </Button>
        </div>
      )}
      {status?.enabled && !recoveryCodes && (
        <>
          <div className="item-row">
            <p className="item-row__text">
              {t('totpOn')} {t('recoveryCodesLeft', { count: status.recoveryCodesLeft })}
            </p>
            <div className="item-row__actions">
              <Button variant="secondary" disabled={busy} onClick={() => setAskingProof(true)}>
                {t('totpTurnOff')}
              </Button>
            </div>
          </div>
          <StepUpDialog
            open={askingProof}
            mentionCode
            onConfirm={async (proof) => {
              await disableTotp(proof);
              toast.success(t('totpTurnedOff'));
              load();
              onChange?.();
            }}
            onClose={() => setAskingProof(false)}
          />
        </>
      )}
      {status && !status.enabled && !setup && (
        <>
          <div className="item-row">
            <p className="item-row__text">{t('totpOff')}</p>
            <div className="item-row__actions">
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => void run(async () => setSetup(await setUpTotp()))}
              >
                {t('totpSetUp')}
              </Button>
            </div>
          </div>
        </>
      )}
      {setup && (
        <form className="form" noValidate onSubmit={onConfirm} aria-labelledby="totp-title">
          <p>{t('totpScan')}</p>
          <QrCode uri={setup.uri} alt={t('totpQrAlt')} />
          <p>
            {t('totpManualKey')} <code data-testid="totp-secret">{setup.secret}</code>
          </p>
          <TextField
            label={t('appCodeLabel')}
            name="code"
            value={code}
            error={error}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            onChange={(event) => setCode(event.target.value)}
          />
          <div className="form__actions">
            <Button type="submit" disabled={busy}>
              {t('totpTurnOn')}
            </Button>
            <Button variant="secondary" onClick={() => setSetup(undefined)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
