import {
  consolePaths,
  consoleUserDetailResponseSchema,
  consoleUserSearchResponseSchema,
  type ConsoleUserDetail,
} from '@account-centre/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { ConfirmDialog } from '#components/dialog.tsx';
import { ErrorAlert, StatusMessage } from '#components/notice.tsx';
import { PageHeading } from '#components/page-heading.tsx';
import { fillPath } from '#lib/api-client.ts';
import { errorText } from '#lib/error-text.ts';
import { formatDateTime, formatDevice } from '#lib/format.ts';
import { LinkedIdentities } from '#features/users/linked-identities.tsx';
import { useResource } from '#lib/use-resource.ts';
import { useSession } from '#session/session.tsx';
import { actionsFor, type ActionButton } from '#features/users/user-actions.ts';

/** One account: its state, sessions, passkeys, second factor and activity, and the actions. */
export function UserDetailPage({ tenant, userId }: { tenant: string; userId: string }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const [detail, reload] = useResource(`${tenant}/${userId}`, async () => {
    const answer = await api.get(
      fillPath(consolePaths.user, { userId }),
      consoleUserDetailResponseSchema,
      { tenant },
    );
    return answer.data;
  });
  if (detail.state === 'loading') {
    return (
      <p role="status" className="loading">
        {t('app.loading')}
      </p>
    );
  }
  if (detail.state === 'failed') {
    return (
      <>
        <PageHeading>{t('users.heading')}</PageHeading>
        <ErrorAlert text={errorText(t, detail.error)} />
        <Link href="/users">{t('user.back')}</Link>
      </>
    );
  }
  return <UserDetail detail={detail.data} tenant={tenant} userId={userId} reload={reload} />;
}

function UserDetail({
  detail,
  tenant,
  userId,
  reload,
}: {
  detail: ConsoleUserDetail;
  tenant: string;
  userId: string;
  reload: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { api } = useSession();
  const [asking, setAsking] = useState<ActionButton | undefined>();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const { user } = detail;
  // Back to the search that found this account (its query rides along in the address).
  const [params] = useSearchParams();
  const back = `/users?${new URLSearchParams({ tenant, account: params.get('account') ?? '' }).toString()}`;
  const when = (iso: string) => formatDateTime(iso, i18n.language);

  const run = (button: ActionButton) => {
    setBusy(true);
    setStatus(undefined);
    setFailure(undefined);
    api
      .send(
        'POST',
        fillPath(consolePaths.userAction, { userId }),
        consoleUserSearchResponseSchema,
        {
          tenant,
          action: button.action,
        },
      )
      .then(() => {
        setAsking(undefined);
        setStatus(t('app.done'));
        reload();
      })
      .catch((error: unknown) => {
        setAsking(undefined);
        setFailure(errorText(t, error));
      })
      .finally(() => setBusy(false));
  };

  const locked = user.lockedUntil !== null && new Date(user.lockedUntil) > new Date();
  return (
    <>
      <p className="breadcrumb">
        <Link href={back}>{t('user.back')}</Link>
      </p>
      <PageHeading>{t('user.heading', { productId: user.productId })}</PageHeading>
      <section aria-labelledby="details-heading">
        <h2 id="details-heading">{t('user.details')}</h2>
        <dl className="facts">
          <dt>{t('user.tenant')}</dt>
          <dd>{user.tenantId}</dd>
          <dt>{t('users.email')}</dt>
          <dd>{user.email ?? '—'}</dd>
          <dt>{t('users.phone')}</dt>
          <dd>{user.phone ?? '—'}</dd>
          <dt>{t('users.country')}</dt>
          <dd>{user.country}</dd>
          <dt>{t('user.language')}</dt>
          <dd>{user.language}</dd>
          <dt>{t('user.createdAt')}</dt>
          <dd>{when(user.createdAt)}</dd>
          <dt>{t('user.lockedUntil')}</dt>
          <dd>{locked && user.lockedUntil ? when(user.lockedUntil) : t('user.notLocked')}</dd>
          <dt>{t('user.doubleCheck')}</dt>
          <dd>{user.doubleCheckRequired ? t('user.doubleCheckOn') : t('user.doubleCheckOff')}</dd>
          <dt>{t('users.state')}</dt>
          <dd>
            {user.disabledAt
              ? `${t('user.disabledAt')} ${when(user.disabledAt)}`
              : t('user.enabled')}
          </dd>
          <dt>{t('user.secondFactor')}</dt>
          <dd>{detail.totpEnabled ? t('user.totpOn') : t('user.totpOff')}</dd>
        </dl>
      </section>
      <section aria-labelledby="actions-heading">
        <h2 id="actions-heading">{t('user.actions')}</h2>
        <div className="actions">
          {actionsFor(user).map((button) => (
            <button
              key={button.action}
              type="button"
              className={button.confirm ? 'button danger' : 'button'}
              disabled={busy}
              onClick={() => (button.confirm ? setAsking(button) : run(button))}
            >
              {t(button.label)}
            </button>
          ))}
        </div>
        <StatusMessage text={status} />
        <ErrorAlert text={failure} />
      </section>
      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">{t('user.sessions')}</h2>
        {detail.sessions.length === 0 ? (
          <p>{t('user.noSessions')}</p>
        ) : (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('user.device')}</th>
                <th scope="col">{t('user.ip')}</th>
                <th scope="col">{t('user.signedInAt')}</th>
                <th scope="col">{t('user.lastActive')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.sessions.map((session) => (
                <tr key={session.id}>
                  <td>{formatDevice(session.device)}</td>
                  <td>{session.ip ?? '—'}</td>
                  <td>{when(session.signedInAt)}</td>
                  <td>{when(session.lastSeenAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="passkeys-heading">
        <h2 id="passkeys-heading">{t('user.passkeys')}</h2>
        {detail.passkeys.length === 0 ? (
          <p>{t('user.noPasskeys')}</p>
        ) : (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('user.passkeyName')}</th>
                <th scope="col">{t('user.createdAt')}</th>
                <th scope="col">{t('user.lastUsed')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.passkeys.map((passkey) => (
                <tr key={`${passkey.name}-${passkey.createdAt}`}>
                  <td>{passkey.name}</td>
                  <td>{when(passkey.createdAt)}</td>
                  <td>{passkey.lastUsedAt ? when(passkey.lastUsedAt) : t('user.never')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <LinkedIdentities tenant={tenant} userId={userId} />
      <section aria-labelledby="activity-heading">
        <h2 id="activity-heading">{t('user.activity')}</h2>
        {detail.activity.length === 0 ? (
          <p>{t('user.noActivity')}</p>
        ) : (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('user.event')}</th>
                <th scope="col">{t('user.when')}</th>
                <th scope="col">{t('user.ip')}</th>
                <th scope="col">{t('user.device')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.activity.map((event) => (
                <tr key={event.id}>
                  <td>{t(`user.events.${event.type}`)}</td>
                  <td>{when(event.at)}</td>
                  <td>{event.ip ?? '—'}</td>
                  <td>{formatDevice(event.device)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {asking?.confirm && (
        <ConfirmDialog
          title={t(asking.label)}
          text={t(asking.confirm, { productId: user.productId })}
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
