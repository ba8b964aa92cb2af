import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '#components/ui/button.tsx';
import { paths } from '#config/paths.ts';
import { urlParamsQuery } from '#lib/session/url-params.ts';

/** How a refusal of the link is shown: `final` ends the page with the login link, else retry. */
export type LinkFailure = { final: boolean; message: string };

type OneTimeLinkConfirmProps = {
  token: string | null;
  texts: {
    question: string;
    submit: string;
    done: string;
    toLogin: string;
    /** Said when the page has no token at all. */
    missing: string;
  };
  /** Sends the token; resolves when the server accepted it. */
  send: (token: string) => Promise<unknown>;
  failureOf: (error: unknown) => LinkFailure;
};

type State =
  | { step: 'ask' | 'busy' | 'done' }
  | { step: 'failed'; message: string }
  | { step: 'final'; message: string };

/**
 * The page of a one-time link from a mail (undo an e-mail change, cancel an account deletion):
 * the token is sent only when the user confirms with the button, so a mail scanner that opens
 * the link changes nothing. Then the outcome in words, with the way to the login.
 */
export function OneTimeLinkConfirm({ token, texts, send, failureOf }: OneTimeLinkConfirmProps) {
  const [state, setState] = useState<State>(
    token ? { step: 'ask' } : { step: 'final', message: texts.missing },
  );
  const toLogin = (
    <Link className="link-button" to={`${paths.login}${urlParamsQuery()}`}>
      {texts.toLogin}
    </Link>
  );

  if (state.step === 'done') {
    return (
      <>
        <p role="status">{texts.done}</p>
        {toLogin}
      </>
    );
  }
  if (state.step === 'final') {
    return (
      <>
        <p role="alert">{state.message}</p>
        {toLogin}
      </>
    );
  }
  const onConfirm = async () => {
    if (!token) return;
    setState({ step: 'busy' });
    try {
      await send(token);
      setState({ step: 'done' });
    } catch (error) {
      const failure = failureOf(error);
      setState({ step: failure.final ? 'final' : 'failed', message: failure.message });
    }
  };
  return (
    <>
      <p>{texts.question}</p>
      {state.step === 'failed' && <p role="alert">{state.message}</p>}
      <Button disabled={state.step === 'busy'} onClick={() => void onConfirm()}>
        {texts.submit}
      </Button>
    </>
  );
}
