import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '#components/ui/button.tsx';
import { paths } from '#config/paths.ts';
import { undoEmailChange } from '#features/email-change-undo/api/undo-email-change.ts';
import { errorText } from '#lib/api/error-text.ts';
import { urlParamsQuery } from '#lib/session/url-params.ts';

type State = { step: 'ask' | 'busy' | 'done' } | { step: 'failed'; message: string };

/**
 * The undo of an e-mail change (issue 19, decision 026): the link's token is sent only when the
 * user confirms with the button (a mail scanner that opens the link undoes nothing). Then the
 * login, or the server's error in words.
 */
export function UndoEmailChange({ token }: { token: string | null }) {
  const { t } = useTranslation(['emailChange', 'errors']);
  const [state, setState] = useState<State>(
    token ? { step: 'ask' } : { step: 'failed', message: t('errors:emailChangeUndoInvalid') },
  );
  const toLogin = (
    <Link className="link-button" to={`${paths.login}${urlParamsQuery()}`}>
      {t('undoToLogin')}
    </Link>
  );

  if (state.step === 'done') {
    return (
      <>
        <p role="status">{t('undoDone')}</p>
        {toLogin}
      </>
    );
  }
  if (state.step === 'failed') {
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
      await undoEmailChange(token);
      setState({ step: 'done' });
    } catch (error) {
      setState({ step: 'failed', message: errorText(error) });
    }
  };
  return (
    <>
      <p>{t('undoQuestion')}</p>
      <Button disabled={state.step === 'busy'} onClick={() => void onConfirm()}>
        {t('undoSubmit')}
      </Button>
    </>
  );
}
