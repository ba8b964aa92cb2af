import {
  consoleDeletionDoneResponseSchema,
  consoleDeletionPaths,
  consoleDeletionsResponseSchema,
  type ConsolePendingDeletion,
} from '@account-centre/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#components/dialog.tsx';
import { LoadState } from '#components/load-state.tsx';
import { ErrorAlert, StatusMessage } from '#components/notice.tsx';
import { PageHeading } from '#components/page-heading.tsx';
import { fillPath } from '#lib/api-client.ts';
import { errorText } from '#lib/error-text.ts';
import { formatDateTime } from '#lib/format.ts';
import { useResource } from '#lib/use-resource.ts';
import { useSession, useStaff } from '#session/session.tsx';

type Action = 'cancel' | 'erase';
interface Asking {
  action: Action;
  deletion: ConsolePendingDeletion;
}

/**
 * Pending account deletions (issue 34, decision 048): support cancels one at the user's request;
 * erasing before the grace period ends is the admin's alone (the server refuses support: 40322).
 * Both are audited.
 */
export function DeletionsPage() {
  const { t, i18n } = useTranslation();
  const { api } = useSession();
  const staff = useStaff();
  const [list, reload] = useResource('deletions', async () => {
    const answer = await api.get(consoleDeletionPaths.list, consoleDeletionsResponseSchema);
    return answer.data.deletions;
  });
  const [asking, setAsking] = useState<Asking | undefined>();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();

  const run = ({ action, deletion }: Asking) => {
    setBusy(true);
    setStatus(undefined);
    setFailure(undefined);
    api
      .send(
        'POST',
        fillPath(consoleDeletionPaths[action], { userId: deletion.userId }),
        consoleDeletionDoneResponseSchema,
      )
      .then(() => {
        setStatus(t(`deletions.${action}Done`, { productId: deletion.productId }));
        reload();
      })
      .catch((error: unknown) => setFailure(errorText(t, error)))
      .finally(() => {
        setBusy(false);
        setAsking(undefined);
      });
  };

  return (
    <>
      <PageHeading>{t('deletions.heading')}</PageHeading>
      <p>{t('deletions.intro')}</p>
      <StatusMessage text={status} />
      <ErrorAlert text={failure} />
      <LoadState resource={list} />
      {list.state === 'ready' &&
        (list.data.length === 0 ? (
          <p>{t('deletions.none')}</p>
        ) : (
          <table className="table">
            <caption className="visually-hidden">{t('deletions.heading')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('deletions.account')}</th>
                <th scope="col">{t('deletions.tenant')}</th>
                <th scope="col">{t('deletions.requestedAt')}</th>
                <th scope="col">{t('deletions.eraseAfter')}</th>
                <th scope="col">{t('deletions.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((deletion) => (
                <tr key={deletion.userId}>
                  <td>
                    {deletion.productId}
                    <br />
                    {deletion.email ?? deletion.phone ?? ''}
                  </td>
                  <td>{deletion.tenantId}</td>
                  <td>{formatDateTime(deletion.requestedAt, i18n.language)}</td>
                  <td>{formatDateTime(deletion.eraseAfter, i18n.language)}</td>
                  <td>
                    <div className="actions">
                      <button
                        type="button"
                        className="button"
                        aria-label={t('deletions.cancelFor', { productId: deletion.productId })}
                        onClick={() => setAsking({ action: 'cancel', deletion })}
                      >
                        {t('deletions.cancel')}
                      </button>
                      {staff.role === 'admin' && (
                        <button
                          type="button"
                          className="button danger"
                          aria-label={t('deletions.eraseFor', { productId: deletion.productId })}
                          onClick={() => setAsking({ action: 'erase', deletion })}
                        >
                          {t('deletions.erase')}
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      {asking && (
        <ConfirmDialog
          title={t(`deletions.${asking.action}`)}
          text={t(`deletions.${asking.action}Confirm`, { productId: asking.deletion.productId })}
          confirmLabel={t('app.confirm')}
          cancelLabel={t('app.cancel')}
          busy={busy}
          onConfirm={() => run(asking)}
          onClose={() => setAsking(undefined)}
        />
      )}
    </>
  );
}
