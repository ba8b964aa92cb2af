import {
  consoleConnectorPaths,
  consoleUserIdentitiesResponseSchema,
} from '@account-centre/contract';
import { useTranslation } from 'react-i18next';
import { LoadState } from '#components/load-state.tsx';
import { fillPath } from '#lib/api-client.ts';
import { formatDateTime } from '#lib/format.ts';
import { useResource } from '#lib/use-resource.ts';
import { useSession } from '#session/session.tsx';

/** An account's linked sign-in providers (issue 35, decision 056), for support and admin. */
export function LinkedIdentities({ tenant, userId }: { tenant: string; userId: string }) {
  const { t, i18n } = useTranslation();
  const { api } = useSession();
  const [identities] = useResource(`identities/${tenant}/${userId}`, async () => {
    const answer = await api.get(
      fillPath(consoleConnectorPaths.userIdentities, { userId }),
      consoleUserIdentitiesResponseSchema,
      { tenant },
    );
    return answer.data.identities;
  });
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <section aria-labelledby="identities-heading">
      <h2 id="identities-heading">{t('connectors.linkedHeading')}</h2>
      <LoadState resource={identities} />
      {identities.state === 'ready' &&
        (identities.data.length === 0 ? (
          <p>{t('connectors.noneLinked')}</p>
        ) : (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('connectors.name')}</th>
                <th scope="col">{t('connectors.upstreamEmail')}</th>
                <th scope="col">{t('connectors.linkedAt')}</th>
                <th scope="col">{t('connectors.lastSignIn')}</th>
              </tr>
            </thead>
            <tbody>
              {identities.data.map((identity) => (
                <tr key={identity.id}>
                  <td>{identity.connector.name}</td>
                  <td>{identity.email ?? t('connectors.noEmail')}</td>
                  <td>{when(identity.linkedAt)}</td>
                  <td>{identity.lastSignInAt ? when(identity.lastSignInAt) : t('user.never')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  );
}
