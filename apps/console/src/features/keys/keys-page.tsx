import { consoleAdminPaths, consoleKeysResponseSchema } from '@account-centre/contract';
import type * as z from 'zod/mini';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPageTop } from '#components/admin-page-top.tsx';
import { ConfirmDialog } from '#components/dialog.tsx';
import { errorText } from '#lib/error-text.ts';
import { formatDateTime } from '#lib/format.ts';
import { useResource } from '#lib/use-resource.ts';
import { useSession } from '#session/session.tsx';

type Keys = z.infer<typeof consoleKeysResponseSchema>['data'];
type Key = Keys['signing'][number];

const KEY_STATES = ['current', 'grace', 'published', 'expired'] as const;

function KeyTable({ caption, keys }: { caption: string; keys: Key[] }) {
  const { t, i18n } = useTranslation();
  // A state this console does not know yet is shown as the server names it.
  const stateText = (state: string) => {
    const known = KEY_STATES.find((value) => value === state);
    return known ? t(`keys.states.${known}`) : state;
  };
  return (
    <section aria-label={caption}>
      <h2>{caption}</h2>
      {keys.length === 0 ? (
        <p>{t('keys.none')}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('keys.kid')}</th>
              <th scope="col">{t('keys.state')}</th>
              <th scope="col">{t('keys.createdAt')}</th>
              <th scope="col">{t('keys.retiredAt')}</th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key.kid}>
                <td>
                  <code>{key.kid}</code>
                </td>
                <td>{stateText(key.state)}</td>
                <td>{formatDateTime(key.createdAt, i18n.language)}</td>
                <td>{key.retiredAt ? formatDateTime(key.retiredAt, i18n.language) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The encryption and signing keys, and their rotation (asked first). */
export function KeysPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const [keys, reload] = useResource('keys', async () => {
    const answer = await api.get(consoleAdminPaths.keys, consoleKeysResponseSchema);
    return answer.data;
  });
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();

  const rotate = () => {
    setBusy(true);
    setStatus(undefined);
    setFailure(undefined);
    api
      .send('POST', consoleAdminPaths.keysRotate, consoleKeysResponseSchema)
      .then(() => {
        setStatus(t('app.done'));
        reload();
      })
      .catch((error: unknown) => setFailure(errorText(t, error)))
      .finally(() => {
        setBusy(false);
        setAsking(false);
      });
  };

  return (
    <>
      <AdminPageTop
        heading={t('keys.heading')}
        action={t('keys.rotate')}
        tone="danger"
        onAction={() => setAsking(true)}
        status={status}
        failure={failure}
        resource={keys}
      />
      {keys.state === 'ready' && (
        <>
          <KeyTable caption={t('keys.encryption')} keys={keys.data.encryption} />
          <KeyTable caption={t('keys.signing')} keys={keys.data.signing} />
        </>
      )}
      {asking && (
        <ConfirmDialog
          title={t('keys.rotate')}
          text={t('keys.confirmRotate')}
          confirmLabel={t('app.confirm')}
          cancelLabel={t('app.cancel')}
          busy={busy}
          onConfirm={rotate}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
