import type { ConnectorTicketResult } from '@account-centre/contract';
import { lazy, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { birthDateOf } from '#features/auth/components/birth-date-input.ts';
import { TextField } from '#components/ui/text-field.tsx';
import {
  describeTicket,
  registerWithConnector,
  signInWithConnector,
} from '#features/auth/api/connector-calls.ts';
import { ConnectorLinkExisting } from '#features/auth/components/connector-link-existing.tsx';
import type { LoginAnswer } from '#features/auth/api/request-tokens.ts';
import { useConnectorName } from '#lib/connectors/connector-name.ts';
import { CountrySelect } from '#fields/country/components/country-select.tsx';
import { AgreementCheckbox } from '#fields/legal/components/agreement-checkbox.tsx';
import { isApiError } from '#lib/api/api-error.ts';
import { getCountryState } from '#lib/country/country-store.ts';

// Decision 056: only for an upstream that vouches for no address (WeChat); with its texts.
const ConnectorEmail = lazy(async () => ({
  default: (await import('#features/auth/components/connector-email.tsx')).ConnectorEmail,
}));

type ConnectorReturnProps = {
  ticket: string;
  /** The sign-in's answer: tokens (stored), or the double check's or authenticator's step. */
  onAnswer: (answer: LoginAnswer) => void;
  /** The ticket cannot be used (expired, used, another browser's): back to the plain login. */
  onGiveUp: () => void;
};

/**
 * The login screen after another provider's callback (decision 050), loaded only then: the
 * ticket's outcome decides — sign in at once; a new account (country, birth date, agreement);
 * or a proof of the existing account before the identity is linked (connector-link-existing.tsx); an upstream that vouches for
 * no address asks for one first (connector-email.tsx). Server refusals are shown
 * by the API client; the forms keep their values for another try.
 */
export function ConnectorReturn({ ticket, onAnswer, onGiveUp }: ConnectorReturnProps) {
  const { t } = useTranslation(['connectors', 'validation']);
  const nameOf = useConnectorName();
  const [described, setDescribed] = useState<ConnectorTicketResult>();
  const [country, setCountry] = useState(() => getCountryState().countryArea);
  const [birthDate, setBirthDate] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<{ field: string; text: string }>();

  const signIn = async () => onAnswer(await signInWithConnector(ticket));

  useEffect(() => {
    describeTicket(ticket).then((result) => {
      if (result.outcome === 'sign-in') {
        signInWithConnector(ticket).then(onAnswer, onGiveUp);
      } else setDescribed(result);
    }, onGiveUp);
    // The ticket is read once, when the screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one description per ticket
  }, [ticket]);

  const run = (action: () => Promise<void>) => {
    setBusy(true);
    action()
      .catch((error: unknown) => {
        // The API client has shown the server's refusal; a spent ticket ends this screen.
        if (isApiError(error) && error.errorName === 'connectorTicketInvalid') onGiveUp();
      })
      .finally(() => setBusy(false));
  };

  if (!described) return <p role="status">{t('signingIn')}</p>;
  const name = nameOf(described.connector);

  if (described.needsEmail) {
    return <ConnectorEmail ticket={ticket} name={name} run={run} busy={busy} signIn={signIn} />;
  }

  if (described.outcome === 'link-existing') {
    return (
      <ConnectorLinkExisting
        ticket={ticket}
        email={described.email ?? ''}
        name={name}
        run={run}
        busy={busy}
        signIn={signIn}
      />
    );
  }

  const onRegister = (event: FormEvent) => {
    event.preventDefault();
    const date = birthDateOf(birthDate);
    if (!date) {
      setFieldError({ field: 'birthDate', text: t('validation:invalidBirthDate') });
      return;
    }
    if (!accepted) {
      setFieldError({ field: 'agreement', text: t('validation:agreementRequired') });
      return;
    }
    setFieldError(undefined);
    run(async () => {
      await registerWithConnector({ ticket, country, birthDate: date, agreementAccepted: true });
      await signIn();
    });
  };
  return (
    <form
      className="form"
      noValidate
      onSubmit={onRegister}
      aria-labelledby="connector-register-title"
    >
      <h2 id="connector-register-title">{t('registerTitle')}</h2>
      <p>{t('registerIntro', { email: described.email ?? '', name })}</p>
      <CountrySelect
        label={t('country')}
        name="country"
        value={country}
        onChange={(event) => setCountry(event.target.value)}
      />
      <TextField
        label={t('birthDate')}
        name="birthDate"
        type="date"
        value={birthDate}
        max={new Date().toISOString().slice(0, 10)}
        error={fieldError?.field === 'birthDate' ? fieldError.text : undefined}
        onChange={(event) => setBirthDate(event.target.value)}
      />
      <AgreementCheckbox
        name="agreementAccepted"
        country={country}
        checked={accepted}
        error={fieldError?.field === 'agreement' ? fieldError.text : undefined}
        onChange={(event) => setAccepted(event.target.checked)}
      />
      <div className="form__actions">
        <Button type="submit" disabled={busy}>
          {t('createAccount')}
        </Button>
      </div>
    </form>
  );
}
