import {
  consolePaths,
  consoleSignInResponseSchema,
  consoleTotpRequestSchema,
} from '@account-centre/contract';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { TextField } from '#components/field.tsx';
import { ErrorAlert, useFocusFirstError } from '#components/notice.tsx';
import { PageHeading } from '#components/page-heading.tsx';
import { useSession } from '#session/session.tsx';
import { LanguageSwitcher } from '#components/language-switcher.tsx';
import { errorText } from '#lib/error-text.ts';

type Errors = Partial<Record<'email' | 'password' | 'code', string>>;

/**
 * Two steps: e-mail and password, then the authenticator code (decision 035). An account locked by
 * wrong answers takes both at once (decision 039): the first step can carry the code too.
 */
export function SignInPage({ ended }: { ended: boolean }) {
  const { t } = useTranslation();
  const { api, refresh } = useSession();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [withCode, setWithCode] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | undefined>(
    ended ? t('errors.consoleSessionRequired') : undefined,
  );
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  useFocusFirstError(form, Object.keys(errors).length + (failure ? 1 : 0), attempt);

  const submitPassword = async () => {
    const found: Errors = {};
    if (!email.trim()) found.email = t('signIn.required');
    if (!password) found.password = t('signIn.required');
    const value = code.replace(/\s/g, '');
    if (withCode && !consoleTotpRequestSchema.safeParse({ code: value }).success) {
      found.code = value ? t('signIn.codeFormat') : t('signIn.required');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const answer = await api.send('POST', consolePaths.signIn, consoleSignInResponseSchema, {
      email: email.trim(),
      password,
      ...(withCode ? { code: value } : {}),
    });
    api.setCsrfToken(answer.data.csrfToken);
    setPassword('');
    if (answer.data.secondFactorRequired) {
      // The field exists once the step is rendered: render it now, then focus it (not in an
      // animation frame, which a page in the background does not get).
      flushSync(() => setStep('code'));
      codeRef.current?.focus();
    } else {
      await refresh();
    }
  };

  const submitCode = async () => {
    const value = code.replace(/\s/g, '');
    if (!consoleTotpRequestSchema.safeParse({ code: value }).success) {
      setErrors({ code: value ? t('signIn.codeFormat') : t('signIn.required') });
      return;
    }
    setErrors({});
    const answer = await api.send('POST', consolePaths.signInTotp, consoleSignInResponseSchema, {
      code: value,
    });
    api.setCsrfToken(answer.data.csrfToken);
    await refresh();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempt((value) => value + 1);
    setFailure(undefined);
    setBusy(true);
    const run = step === 'password' ? submitPassword() : submitCode();
    run
      .catch((error: unknown) => {
        setFailure(errorText(t, error));
        if (step === 'code' || withCode) setCode('');
      })
      .finally(() => setBusy(false));
  };

  const startOver = () => {
    setStep('password');
    setCode('');
    setErrors({});
    setFailure(undefined);
  };
  /** The authenticator code: beside the password when locked out, or the second step alone. */
  const codeField = (
    <TextField
      label={t('signIn.code')}
      hint={t('signIn.codeHint')}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
      value={code}
      error={errors.code}
      inputRef={codeRef}
      onChange={(event) => setCode(event.target.value)}
    />
  );

  return (
    <>
      <header className="sign-in-language">
        <LanguageSwitcher />
      </header>
      <main id="main" className="sign-in">
        <PageHeading>{t('signIn.heading')}</PageHeading>
        <p>{t('signIn.intro')}</p>
        <ErrorAlert text={failure} />
        <form ref={form} noValidate onSubmit={onSubmit} className="form">
          {step === 'password' ? (
            <>
              <TextField
                label={t('signIn.email')}
                type="email"
                name="email"
                autoComplete="username"
                value={email}
                error={errors.email}
                onChange={(event) => setEmail(event.target.value)}
              />
              <TextField
                label={t('signIn.password')}
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                error={errors.password}
                onChange={(event) => setPassword(event.target.value)}
              />
              {withCode ? codeField : null}
              <div className="actions">
                <button type="submit" className="button primary" disabled={busy}>
                  {withCode ? t('signIn.signIn') : t('signIn.continue')}
                </button>
                {withCode ? null : (
                  <button
                    type="button"
                    className="button link"
                    onClick={() => {
                      flushSync(() => setWithCode(true));
                      codeRef.current?.focus();
                    }}
                  >
                    {t('signIn.withCode')}
                  </button>
                )}
              </div>
            </>
          ) : (
            <>
              {codeField}
              <div className="actions">
                <button type="submit" className="button primary" disabled={busy}>
                  {t('signIn.signIn')}
                </button>
                <button type="button" className="button link" onClick={startOver}>
                  {t('signIn.startOver')}
                </button>
              </div>
            </>
          )}
        </form>
      </main>
    </>
  );
}
