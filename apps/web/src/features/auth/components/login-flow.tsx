import {
  isDoubleCheckAnswer,
  isSecondFactorAnswer,
  type DoubleCheckAnswer,
  type SecondFactorAnswer,
} from '@account-centre/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginAnswer } from '#features/auth/api/request-tokens.ts';
import type { LoginDraft } from '#features/auth/components/login-form-schema.ts';
import { LoginForm } from '#features/auth/components/login-form.tsx';
import type { connectorErrorText } from '#features/auth/components/connector-return-params.ts';
import { withSignedInTexts } from '#lib/i18n/with-signed-in-texts.ts';

// The second step is rare and has a form library's form: its own chunk, not the first load.
const DoubleCheckStep = lazy(async () => ({
  default: (await import('#features/auth/components/double-check-step.tsx')).DoubleCheckStep,
}));

// The authenticator app's step (issue 24): only for accounts that turned it on.
const SecondFactorStep = lazy(
  withSignedInTexts(async () => ({
    default: (await import('#features/auth/components/second-factor-step.tsx')).SecondFactorStep,
  })),
);

// Decision 050: after another provider's callback only; the connector logic loads on use.
const ConnectorReturn = lazy(async () => ({
  default: (await import('#features/auth/components/connector-return.tsx')).ConnectorReturn,
}));

type Step =
  | { name: 'credentials'; draft?: LoginDraft | undefined }
  | { name: 'connector'; ticket: string }
  | { name: 'double-check'; challenge: DoubleCheckAnswer; draft?: LoginDraft | undefined }
  | { name: 'second-factor'; challenge: SecondFactorAnswer; draft?: LoginDraft | undefined };

type LoginFlowProps = {
  /** The token pair is stored. */
  onSignedIn: () => void;
};

/**
 * The login screen's steps: credentials (password or code), then, when the server asks for it,
 * the double check (spec §4). Back from the double check, the first step keeps the mode, account
 * and country.
 */
export function LoginFlow({ onSignedIn }: LoginFlowProps) {
  const { t } = useTranslation(['connectors', 'errors']);
  const [step, setStep] = useState<Step>({ name: 'credentials' });
  const [connectorError, setConnectorError] = useState<ReturnType<typeof connectorErrorText>>();
  // Decision 050: another provider's callback left a ticket or a refusal in the URL. Read after
  // hydration (the prerendered page is the credentials step), then removed from the address bar.
  // Their reading is its own chunk, loaded only when the URL has them (the first load's budget).
  useEffect(() => {
    if (!/[?&]connector_(ticket|error)=/.test(window.location.search)) return;
    void import('#features/auth/components/connector-return-params.ts').then((params) => {
      const { ticket, error } = params.connectorReturnOf(window.location.search);
      if (ticket !== undefined) setStep({ name: 'connector', ticket });
      setConnectorError(params.connectorErrorText(error ?? null));
      params.forgetConnectorReturn();
    });
  }, []);

  const onAnswer = (answer: LoginAnswer, draft?: LoginDraft) => {
    if (isDoubleCheckAnswer(answer)) setStep({ name: 'double-check', challenge: answer, draft });
    else if (isSecondFactorAnswer(answer)) {
      setStep({ name: 'second-factor', challenge: answer, draft });
    } else onSignedIn();
  };

  if (step.name === 'double-check') {
    return (
      <Suspense>
        <DoubleCheckStep
          key={step.challenge.double_check_token}
          challenge={step.challenge}
          onSuccess={(answer) => onAnswer(answer, step.draft)}
          onBack={() => setStep({ name: 'credentials', draft: step.draft })}
        />
      </Suspense>
    );
  }
  if (step.name === 'second-factor') {
    return (
      <Suspense>
        <SecondFactorStep
          key={step.challenge.second_factor_token}
          ticket={step.challenge.second_factor_token}
          onSuccess={onSignedIn}
          onBack={() => setStep({ name: 'credentials', draft: step.draft })}
        />
      </Suspense>
    );
  }
  if (step.name === 'connector') {
    return (
      <Suspense>
        <ConnectorReturn
          ticket={step.ticket}
          onAnswer={(answer) => onAnswer(answer)}
          onGiveUp={() => setStep({ name: 'credentials' })}
        />
      </Suspense>
    );
  }
  return (
    <>
      {connectorError !== undefined && (
        <p role="alert" className="connector-error">
          {t(connectorError)}
        </p>
      )}
      <LoginForm initial={step.draft} autoFocus={step.draft !== undefined} onSuccess={onAnswer} />
    </>
  );
}
