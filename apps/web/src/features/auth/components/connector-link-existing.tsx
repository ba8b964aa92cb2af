import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { PasswordField } from '#components/ui/password-field.tsx';
import { browserHasPasskeys } from '#features/auth/api/browser-has-passkeys.ts';
import {
  linkExistingAccount,
  linkExistingPasskeyAnswer,
  sendLinkExistingCode,
} from '#features/auth/api/connector-calls.ts';
import { CodeField } from '#fields/verification-code/components/code-field.tsx';

type ConnectorLinkExistingProps = {
  ticket: string;
  /** The existing account's address, masked. */
  email: string;
  /** The connector's name as shown. */
  name: string;
  /** Runs a call of the screen (busy while it runs; a spent ticket ends the screen). */
  run: (action: () => Promise<void>) => void;
  busy: boolean;
  /** The ticket is now good for the `connector` grant: sign in. */
  signIn: () => Promise<void>;
};

/**
 * The upstream's verified address belongs to an account (decision 050, issue 35): one proof of
 * that account — its password, a code sent to it, or one of its passkeys — and the identity is
 * linked and the person signed in. Never merged without the proof.
 */
export function ConnectorLinkExisting({
  ticket,
  email,
  name,
  run,
  busy,
  signIn,
}: ConnectorLinkExistingProps) {
  const { t, i18n } = useTranslation(['connectors', 'validation']);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [passkeys] = useState(browserHasPasskeys);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A code typed in is the proof; else the password.
    const proof = code !== '' ? { code } : password !== '' ? { password } : undefined;
    if (!proof) {
      setFieldError(t('validation:passwordRequired'));
      return;
    }
    setFieldError(undefined);
    run(async () => {
      await linkExistingAccount({ ticket, ...proof });
      await signIn();
    });
  };

  const onPasskey = () =>
    run(async () => {
      const passkey = await linkExistingPasskeyAnswer();
      await linkExistingAccount({ ticket, passkey });
      await signIn();
    });

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-labelledby="connector-link-title">
      <h2 id="connector-link-title">{t('linkTitle')}</h2>
      <p>{t('linkIntro', { email, name })}</p>
      <PasswordField
        label={t('password')}
        name="password"
        autoComplete="current-password"
        value={password}
        error={fieldError}
        onChange={(event) => setPassword(event.target.value)}
        autoFocus
      />
      <CodeField
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onRequestCode={() => sendLinkExistingCode({ ticket, language: i18n.language })}
      />
      <div className="form__actions">
        <Button type="submit" disabled={busy}>
          {t('linkAndSignIn')}
        </Button>
        {passkeys && (
          <Button variant="secondary" disabled={busy} onClick={onPasskey}>
            {t('linkWithPasskey')}
          </Button>
        )}
      </div>
    </form>
  );
}
