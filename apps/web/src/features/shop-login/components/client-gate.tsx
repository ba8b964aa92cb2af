import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagePanel } from '#components/layout/page-panel.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { paths } from '#config/paths.ts';
import { checkClient } from '#features/shop-login/api/check-client.ts';
import { errorText } from '#lib/api/error-text.ts';
import {
  acceptArrivingClient,
  arrivingClientParams,
  refuseArrivingClient,
} from '#lib/session/url-params.ts';

type GateState = { name: 'checking' } | { name: 'open' } | { name: 'refused'; message: string };

/**
 * Shop login: a visitor who arrives for a client (`client_id`, `redirect_url` in this page
 * load's link) sees the screen only when the server confirms the client and its exact redirect
 * URL; otherwise a clear page says why and offers the plain login, and nothing ever sends them
 * to the unchecked URL. Only a confirmed client is kept: a visit without a client's parameters
 * is an ordinary visit, whatever an earlier link carried.
 */
export function ClientGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['auth', 'errors']);
  const [state, setState] = useState<GateState>(() =>
    arrivingClientParams() ? { name: 'checking' } : { name: 'open' },
  );

  useEffect(() => {
    if (state.name !== 'checking') return;
    let live = true;
    const { client_id, redirect_url } = arrivingClientParams() ?? {};
    const check =
      client_id && redirect_url
        ? checkClient(client_id, redirect_url).then(() => ({ name: 'open' }) as const)
        : Promise.resolve({
            name: 'refused',
            message: t(client_id ? 'errors:redirectUrlNotRegistered' : 'errors:unknownClient'),
          } as const);
    void check
      .catch((error: unknown) => ({ name: 'refused', message: errorText(error) }) as const)
      .then((next) => {
        if (!live) return;
        if (next.name === 'open') acceptArrivingClient();
        else refuseArrivingClient();
        setState(next);
      });
    return () => {
      live = false;
    };
  }, [state.name, t]);

  if (state.name === 'checking') return null;
  if (state.name === 'refused') {
    return (
      <PagePanel title={t('auth:clientRefusedTitle')}>
        <p role="alert">{state.message}</p>
        <p>
          <TextLink to={paths.login} onClick={() => setState({ name: 'open' })}>
            {t('auth:clientRefusedContinue')}
          </TextLink>
        </p>
      </PagePanel>
    );
  }
  return children;
}
