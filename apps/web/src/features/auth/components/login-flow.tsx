import {
  isDoubleCheckAnswer,
  isSecondFactorAnswer,
  type DoubleCheckAnswer,
  type SecondFactorAnswer,
} from '@account-centre/contract';
import { lazy, Suspense, useState } from 'react';
import type { LoginAnswer } from '#features/auth/api/request-tokens.ts';
import type { LoginDraft } from '#features/auth/components/login-form-schema.ts';
import { LoginForm } from '#features/auth/components/login-form.tsx';

// The second step is rare and has a form library's form: its own chunk, not the first load.
const DoubleCheckStep = lazy(async () => ({
  default: (await import('#features/auth/components/double-check-step.tsx')).DoubleCheckStep,
}));

// The authenticator app's step (issue 24): only for accounts that turned it on.
const SecondFactorStep = lazy(async () => ({
  default: (await import('#features/auth/components/second-factor-step.tsx')).SecondFactorStep,
}));

type Step =
  | { name: 'credentials'; draft?: LoginDraft }
  | { name: 'double-check'; challenge: DoubleCheckAnswer; draft: LoginDraft }
  | { name: 'second-factor'; challenge: SecondFactorAnswer; draft: LoginDraft };

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
  const [step, setStep] = useState<Step>({ name: 'credentials' });

  const onAnswer = (answer: LoginAnswer, draft: LoginDraft) => {
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
  return (
    <LoginForm initial={step.draft} autoFocus={step.draft !== undefined} onSuccess={onAnswer} />
  );
}
