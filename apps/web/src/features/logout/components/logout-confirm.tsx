import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPrompt } from '#components/ui/confirm-prompt.tsx';
import { logout } from '#features/logout/api/logout.ts';
import { matchApiError, type ApiErrorMap } from '#lib/api/api-error.ts';
import { navigation, safeExternalUrl } from '#lib/navigation.ts';
import { clearSession } from '#lib/session/session.ts';
import { getUrlParams } from '#lib/session/url-params.ts';

/** What the prompt does itself about a failed logout (the API client has shown other errors). */
const logoutErrors = {
  /** Spec §4: a 401 on logout goes to the stored redirect_url when there is one. */
  401: () => 'unauthorized',
} satisfies ApiErrorMap<'unauthorized'>;

type LogoutConfirmProps = {
  /** Logged out: the route decides where to go. */
  onLoggedOut: () => void;
  onCancel: () => void;
  /**
   * Where a 401 sends the visitor (spec §4): the route passes the stored redirect_url only once
   * the server confirmed it is registered for the stored client (shop login); default: the stored one.
   */
  redirectUrl?: () => Promise<string | undefined>;
};

/** "Do you want to log out?" with Confirm and Cancel (spec §2). */
export function LogoutConfirm({
  onLoggedOut,
  onCancel,
  redirectUrl = async () => getUrlParams().redirect_url,
}: LogoutConfirmProps) {
  const { t } = useTranslation('logout');
  const [busy, setBusy] = useState(false);

  const onConfirm = async () => {
    setBusy(true);
    try {
      const signedOutUrl = safeExternalUrl(await logout());
      clearSession();
      // Browser apps that held a session are told on the provider's signed-out page (its hidden
      // iframes, Front-Channel Logout); it goes on to the sign-in screen by itself.
      if (signedOutUrl) navigation.leave(signedOutUrl);
      else onLoggedOut();
    } catch (error) {
      if (matchApiError(error, logoutErrors) === 'unauthorized') {
        clearSession();
        const redirect = safeExternalUrl(await redirectUrl());
        if (redirect) navigation.leave(redirect);
        else onLoggedOut();
        return;
      }
      setBusy(false);
    }
  };

  return (
    <ConfirmPrompt
      question={t('question')}
      busy={busy}
      onConfirm={() => void onConfirm()}
      onCancel={onCancel}
    />
  );
}
