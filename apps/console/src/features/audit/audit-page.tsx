import { consoleAuditResponseSchema, consolePaths } from '@account-centre/contract';
import { useTranslation } from 'react-i18next';
import { LoadState } from '#components/load-state.tsx';
import { PageHeading } from '#components/page-heading.tsx';
import { formatDateTime } from '#lib/format.ts';
import { useResource } from '#lib/use-resource.ts';
import { useSession } from '#session/session.tsx';

/** Every staff action, newest first: who, what, on which account, in which tenant, from where. */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  const { api } = useSession();
  const [entries] = useResource('audit', async () => {
    const answer = await api.get(consolePaths.audit, consoleAuditResponseSchema);
    return answer.data.entries;
  });
  return (
    <>
      <PageHeading>{t('audit.heading')}</PageHeading>
      <LoadState resource={entries} />
      {entries.state === 'ready' &&
        (entries.data.length === 0 ? (
          <p>{t('audit.none')}</p>
        ) : (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.who')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.target')}</th>
                <th scope="col">{t('audit.tenant')}</th>
                <th scope="col">{t('audit.from')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.data.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.at, i18n.language)}</td>
                  <td>{entry.staffEmail}</td>
                  <td>
                    <code>{entry.action}</code>
                  </td>
                  <td>{entry.target ?? '—'}</td>
                  <td>{entry.tenantId ?? '—'}</td>
                  <td>
                    {entry.ip ?? '—'}
                    {entry.userAgent && <span className="muted"> · {entry.userAgent}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </>
  );
}
