import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '#components/ui/button.tsx';
import { paths } from '#config/paths.ts';
import { cancelAccountDeletion } from '#features/privacy/api/privacy-api.ts';
import { isApiError } from '#lib/api/api-error.ts';
import { errorText } from '#lib/api/error-text.ts';
import { urlParamsQuery } from '#lib/session/url-params.ts';

type State = { step: 'ask' | 'busy' | 'done' | 'spent' } | { step: 'failed'; message: string };

/**
 * The cancel link of the deletion notice (issue 34, decision 048). The token is sent only when
 * the user confirms with the button (a mail scanner that opens the link cancels nothing). A spent
 * and an expired link read the same (the server answers both 30921); other failures (offline)
 * say what happened and leave the button to try again.
 */
export function CancelDeletion({ token }: { token: string | null }) {
  const { t } = useTranslation('privacy');
  const [state, setState] = useState<State>(token ? { step: 'ask' } : { step: 'spent' });
  const toLogin = (
    <Link className="link-button" to={`${paths.login}${urlParamsQuery()}`}>
      {t('toLogin')}
    </Link>
  );

  if (state.step === 'done') {
    return (
      <>
        <p role="status">{t('cancelDone')}</p>
        {toLogin}
      </>
    );
  }
  if (state.step === 'spent') {
    return (
      <>
        <p role="alert">{t('cancelInvalid')}</p>
        {toLogin}
      </>
    );
  }
  const onConfirm = async () => {
    if (!token) return;
    setState({ step: 'busy' });
    try {
      await cancelAccountDeletion(token);
      setState({ step: 'done' });
    } catch (error) {
      setState(
        isApiError(error) && error.errorName === 'accountDeletionLinkInvalid'
          ? { step: 'spent' }
          : { step: 'failed', message: errorText(error) },
      );
    }
  };
  return (
    <>
      <p>{t('cancelQuestion')}</p>
      {state.step === 'failed' && <p role="alert">{state.message}</p>}
      <Button disabled={state.step === 'busy'} onClick={() => void onConfirm()}>
        {t('cancelSubmit')}
      </Button>
    </>
  );
}
