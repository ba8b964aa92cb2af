import type { AuthorizationParams, ConsentRequest } from '@account-centre/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '#lib/ui/toast.ts';
import { PagePanel } from '#components/layout/page-panel.tsx';
import { paths } from '#config/paths.ts';
import { LoginFlow } from '#features/auth/components/login-flow.tsx';
import { ClientGate } from '#features/shop-login/components/client-gate.tsx';
import { navigation, useNavigate } from '#lib/navigation.ts';
import { withSignedInTexts } from '#lib/i18n/with-signed-in-texts.ts';
import { hasSession } from '#lib/session/session.ts';

// Only a third-party client's visitor sees it: not part of the login screen's first load.
const ConsentPanel = lazy(
  withSignedInTexts(async () => ({
    default: (await import('#features/shop-login/components/consent-panel.tsx')).ConsentPanel,
  })),
);

// Decision 050: the buttons of other providers, fetched and drawn after the first load.
const ConnectorButtons = lazy(async () => ({
  default: (await import('#features/auth/components/connector-buttons.tsx')).ConnectorButtons,
}));

export function LoginRoute() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [consent, setConsent] = useState<
    { request: AuthorizationParams; consent: ConsentRequest } | undefined
  >();
  const onSignedIn = () => {
    toast.success(t('welcomeBack'));
    void goOn();
  };
  const goOn = async () => {
    // Where to go after sign-in is only needed once signed in: its own chunk, not the first load
    // (the /login budget).
    const { pendingAuthorization, returnUrlFor, shopReturnUrl } =
      await import('#features/shop-login/return-to-client.ts');
    // Shop login: back to the client that sent the visitor (spec §2, §7), after consent if a
    // third-party client asks for it.
    const request = pendingAuthorization();
    if (request) {
      returnUrlFor(request).then(
        (step) => {
          if ('url' in step) navigation.leave(step.url);
          else if ('consent' in step) setConsent({ request, consent: step.consent });
          // Refused (shown as a toast) and forgotten: the visitor is signed in here.
          else navigate(paths.home, { replace: true });
        },
        () => {
          // The error is shown as a toast; the visitor stays signed in here.
        },
      );
      return;
    }
    // The shop's link without a provider handshake: back to the shop (issue 36), else home.
    void shopReturnUrl().then((url) => {
      if (url) navigation.leave(url);
      else navigate(paths.home, { replace: true });
    });
  };
  if (consent) {
    return (
      <Suspense fallback={null}>
        <ConsentPanel {...consent} onLeave={navigation.leave} />
      </Suspense>
    );
  }
  return (
    <ClientGate>
      <ReuseSignIn onReuse={goOn} />
      <PagePanel title={t('title')}>
        <LoginFlow onSignedIn={onSignedIn} />
        <Suspense fallback={null}>
          <ConnectorButtons />
        </Suspense>
      </PagePanel>
    </ClientGate>
  );
}

/**
 * A client's sign-in request for a visitor already signed in here (decision 055): the sign-in is
 * offered to the client at once, without the password. The server takes it when it is fresh
 * enough for the request (`max_age`, `prompt=login`); else (40071, shown as a toast) the form
 * asks for the password, and the sign-in it makes finishes the request. Runs once the client
 * gate has confirmed the client.
 */
function ReuseSignIn({ onReuse }: { onReuse: () => Promise<void> }) {
  useEffect(() => {
    if (!hasSession()) return;
    void import('#features/shop-login/return-to-client.ts').then(({ pendingAuthorization }) => {
      if (pendingAuthorization()) void onReuse();
    });
    // Once per arrival: the gate mounts this when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
