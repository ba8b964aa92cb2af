import { emailSchema } from '@account-centre/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { birthDateOf } from '#features/auth/components/birth-date-input.ts';
import { PasswordField } from '#components/ui/password-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { browserHasPasskeys } from '#features/auth/api/browser-has-passkeys.ts';
import {
  linkExistingAccount,
  linkExistingPasskeyAnswer,
  registerWithConnector,
  sendConnectorEmailCode,
  sendLinkExistingCode,
} from '#features/auth/api/connector-calls.ts';
import { CountrySelect } from '#fields/country/components/country-select.tsx';
import { AgreementCheckbox } from '#fields/legal/components/agreement-checkbox.tsx';
import { SliderCheck } from '#fields/slider/components/slider-check.tsx';
import { isSliderRequired } from '#fields/slider/components/slider-ticket-schema.ts';
import { CodeField } from '#fields/verification-code/components/code-field.tsx';
import { matchApiError } from '#lib/api/api-error.ts';
import { getCountryState } from '#lib/country/country-store.ts';
import { useSignedInTexts } from '#lib/i18n/signed-in-texts.ts';

type ConnectorEmailProps = {
  ticket: string;
  /** The connector's name as shown. */
  name: string;
  /** Runs a call of the screen (busy while it runs; a spent ticket ends the screen). */
  run: (action: () => Promise<void>) => void;
  busy: boolean;
  /** The ticket is now good for the `connector` grant: sign in. */
  signIn: () => Promise<void>;
};

type FieldError = { field: string; text: string };

/** The address as the contract reads it, or the validation text's key. */
function checkedEmail(value: string): { email: string } | { error: string } {
  const result = emailSchema.safeParse(value);
  return result.success
    ? { email: result.data }
    : { error: result.error.issues[0]?.message ?? 'invalidEmail' };
}

/**
 * The continuation of a ticket whose upstream vouched for no e-mail address (decision 056; WeChat
 * gives none): a new account with an address of the person's own, proven by the registration code
 * (the registration's code call, with its slider check), country, birth date and agreement; or,
 * when the address has an account (30901, or the person says so), that account's address and a
 * proof of it (its password, a code sent to it or its passkey) before the identity is linked.
 * Never merged without the proof.
 */
export function ConnectorEmail({ ticket, name, run, busy, signIn }: ConnectorEmailProps) {
  useSignedInTexts();
  const { t, i18n } = useTranslation(['connectorEmail', 'connectors', 'validation', 'errors']);
  const [mode, setMode] = useState<'register' | 'link'>('register');
  const [email, setEmail] = useState('');
  const [sliderTicket, setSliderTicket] = useState('');
  const [code, setCode] = useState('');
  const [codeRequested, setCodeRequested] = useState(false);
  const [linkCode, setLinkCode] = useState('');
  const [passkeys] = useState(browserHasPasskeys);
  const [country, setCountry] = useState(() => getCountryState().countryArea);
  const [birthDate, setBirthDate] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [password, setPassword] = useState('');
  const [taken, setTaken] = useState(false);
  const [fieldError, setFieldError] = useState<FieldError>();
  const errorOf = (field: string) => (fieldError?.field === field ? fieldError.text : undefined);
  const fail = (field: string, text: string) => {
    setFieldError({ field, text });
    document.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  const onRequestCode = async () => {
    const checked = checkedEmail(email);
    if ('error' in checked) return void fail('email', t(`validation:${checked.error}` as never));
    if (isSliderRequired() && sliderTicket === '') {
      return void setFieldError({ field: 'sliderTicket', text: t('errors:sliderRequired') });
    }
    setFieldError(undefined);
    const used = sliderTicket;
    // Each ticket opens one call: the slider asks again for the next.
    setSliderTicket('');
    try {
      return await sendConnectorEmailCode(
        { email: checked.email, language: i18n.language },
        {
          sliderTicket: used,
        },
      );
    } catch (error) {
      // The address has an account: prove it (its password) instead of registering.
      if (matchApiError(error, { emailAlreadySignedUp: () => true })) {
        setTaken(true);
        setMode('link');
      }
      throw error;
    }
  };

  if (mode === 'link') {
    const onLink = (event: FormEvent) => {
      event.preventDefault();
      const checked = checkedEmail(email);
      if ('error' in checked) return fail('email', t(`validation:${checked.error}` as never));
      // A code typed in is the proof (issue 35); else the password.
      const proof = linkCode !== '' ? { code: linkCode } : { password };
      if (password === '' && linkCode === '') {
        return fail('password', t('validation:passwordRequired'));
      }
      setFieldError(undefined);
      run(async () => {
        await linkExistingAccount({ ticket, email: checked.email, ...proof });
        await signIn();
      });
    };
    const onLinkCode = async () => {
      const checked = checkedEmail(email);
      if ('error' in checked) return void fail('email', t(`validation:${checked.error}` as never));
      setFieldError(undefined);
      return sendLinkExistingCode({ ticket, email: checked.email, language: i18n.language });
    };
    const onLinkPasskey = () => {
      const checked = checkedEmail(email);
      if ('error' in checked) return fail('email', t(`validation:${checked.error}` as never));
      setFieldError(undefined);
      run(async () => {
        const passkey = await linkExistingPasskeyAnswer();
        await linkExistingAccount({ ticket, email: checked.email, passkey });
        await signIn();
      });
    };
    return (
      <form className="form" noValidate onSubmit={onLink} aria-labelledby="connector-email-title">
        <h2 id="connector-email-title">{t('connectorEmail:linkTitle')}</h2>
        <p>{t(taken ? 'connectorEmail:takenIntro' : 'connectorEmail:linkIntro', { name })}</p>
        <TextField
          label={t('connectorEmail:email')}
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          error={errorOf('email')}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label={t('connectors:password')}
          name="password"
          autoComplete="current-password"
          value={password}
          error={errorOf('password')}
          onChange={(event) => setPassword(event.target.value)}
          autoFocus
        />
        <CodeField
          name="linkCode"
          value={linkCode}
          onChange={(event) => setLinkCode(event.target.value)}
          onRequestCode={onLinkCode}
        />
        <div className="form__actions">
          <Button type="submit" disabled={busy}>
            {t('connectors:linkAndSignIn')}
          </Button>
          {passkeys && (
            <Button variant="secondary" disabled={busy} onClick={onLinkPasskey}>
              {t('connectors:linkWithPasskey')}
            </Button>
          )}
          <Button
            variant="secondary"
            onClick={() => {
              setTaken(false);
              setFieldError(undefined);
              setMode('register');
            }}
          >
            {t('connectorEmail:createInstead')}
          </Button>
        </div>
      </form>
    );
  }

  const onRegister = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkedEmail(email);
    if ('error' in checked) return fail('email', t(`validation:${checked.error}` as never));
    if (!codeRequested) return fail('code', t('validation:codeNotRequested'));
    if (!/^\d{6}$/.test(code.trim())) return fail('code', t('validation:invalidCode'));
    const date = birthDateOf(birthDate);
    if (!date) return fail('birthDate', t('validation:invalidBirthDate'));
    if (!accepted) return fail('agreementAccepted', t('validation:agreementRequired'));
    setFieldError(undefined);
    run(async () => {
      await registerWithConnector({
        ticket,
        email: checked.email,
        code: code.trim(),
        country,
        birthDate: date,
        agreementAccepted: true,
        language: i18n.language,
      });
      await signIn();
    });
  };
  return (
    <form className="form" noValidate onSubmit={onRegister} aria-labelledby="connector-email-title">
      <h2 id="connector-email-title">{t('connectors:registerTitle')}</h2>
      <p>{t('connectorEmail:intro', { name })}</p>
      <TextField
        label={t('connectorEmail:email')}
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        error={errorOf('email')}
        onChange={(event) => {
          setEmail(event.target.value);
          setCodeRequested(false);
        }}
        autoFocus
      />
      <SliderCheck
        ticket={sliderTicket}
        onTicketChange={(next) => {
          setSliderTicket(next);
          if (next !== '' && fieldError?.field === 'sliderTicket') setFieldError(undefined);
        }}
        error={errorOf('sliderTicket')}
      />
      <CodeField
        name="code"
        value={code}
        error={errorOf('code')}
        onChange={(event) => setCode(event.target.value)}
        onRequestCode={onRequestCode}
        onCodeSent={() => setCodeRequested(true)}
      />
      <CountrySelect
        label={t('connectors:country')}
        name="country"
        value={country}
        onChange={(event) => setCountry(event.target.value)}
      />
      <TextField
        label={t('connectors:birthDate')}
        name="birthDate"
        type="date"
        value={birthDate}
        max={new Date().toISOString().slice(0, 10)}
        error={errorOf('birthDate')}
        onChange={(event) => setBirthDate(event.target.value)}
      />
      <AgreementCheckbox
        name="agreementAccepted"
        country={country}
        checked={accepted}
        error={errorOf('agreementAccepted')}
        onChange={(event) => setAccepted(event.target.checked)}
      />
      <div className="form__actions">
        <Button type="submit" disabled={busy}>
          {t('connectors:createAccount')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setFieldError(undefined);
            setMode('link');
          }}
        >
          {t('connectorEmail:haveAccount')}
        </Button>
      </div>
    </form>
  );
}
