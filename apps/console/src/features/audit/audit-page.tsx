import {
  CONSOLE_AUDIT_ACTIONS,
  consoleAuditResponseSchema,
  consolePaths,
  type ConsoleAuditAction,
  type ConsoleAuditEntry,
} from '@account-centre/contract';
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
                    <ActionLabel action={entry.action} />
                  </td>
                  <td>{entry.target ?? '—'}</td>
                  <td>{entry.tenantId ?? '—'}</td>
                  <td>
                    {entry.ip ?? '—'}
                    <ClientLabel entry={entry} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </>
  );
}

const isKnownAction = (action: string): action is ConsoleAuditAction =>
  (CONSOLE_AUDIT_ACTIONS as readonly string[]).includes(action);

/** The action's label in the console's language; its code (for searching the logs) as a title. */
function ActionLabel({ action }: { action: string }) {
  const { t } = useTranslation();
  // An action of a newer server than this console: its code is all there is.
  if (!isKnownAction(action)) return <code>{action}</code>;
  return (
    <span title={action} data-action={action}>
      {t(`audit.actions.${action}`)}
    </span>
  );
}

/**
 * The browser and system the User-Agent names (the server reads them, as for the user's devices);
 * the whole string stays at hand as the label's title. A string naming neither is shown whole.
 */
function ClientLabel({ entry }: { entry: ConsoleAuditEntry }) {
  const { t } = useTranslation();
  const { userAgent, device } = entry;
  if (userAgent === null) return null;
  const browser = device?.browser ?? null;
  const os = device?.os ?? null;
  const named =
    browser !== null && os !== null
      ? t('audit.device', { browser, os })
      : (browser ?? os ?? undefined);
  return (
    <span className="muted">
      {' · '}
      {named === undefined ? (
        <span className="audit__user-agent">{userAgent}</span>
      ) : (
        <span title={t('audit.userAgent', { userAgent })}>{named}</span>
      )}
    </span>
  );
}
