import {
  consoleAdminPaths,
  consoleDoneResponseSchema,
  consoleMessagesResponseSchema,
  type ConsoleMessage,
} from '@account-centre/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, StatusMessage } from '#components/notice.tsx';
import { LoadState } from '#components/load-state.tsx';
import { PageHeading } from '#components/page-heading.tsx';
import { errorText } from '#lib/error-text.ts';
import { formatDateTime } from '#lib/format.ts';
import { useResource } from '#lib/use-resource.ts';
import { useSession } from '#session/session.tsx';

function MessageTable({
  caption,
  messages,
  onRetry,
}: {
  caption: string;
  messages: ConsoleMessage[];
  onRetry?: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-label={caption}>
      <h2>{caption}</h2>
      {messages.length === 0 ? (
        <p>{t('messages.none')}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('messages.recipient')}</th>
              <th scope="col">{t('messages.purpose')}</th>
              <th scope="col">{t('messages.attempts')}</th>
              <th scope="col">{t('messages.lastError')}</th>
              <th scope="col">{t('messages.createdAt')}</th>
              {onRetry && <th scope="col">{t('messages.action')}</th>}
            </tr>
          </thead>
          <tbody>
            {messages.map((message) => (
              <tr key={message.id}>
                <td>{message.recipientMasked}</td>
                <td>
                  {message.channel} · {message.purpose}
                </td>
                <td>{message.attempts}</td>
                <td>{message.lastError ?? '—'}</td>
                <td>{formatDateTime(message.createdAt, i18n.language)}</td>
                {onRetry && (
                  <td>
                    <button
                      type="button"
                      className="button primary"
                      onClick={() => onRetry(message.id)}
                    >
                      {t('messages.retry')}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The message queue (decision 044): what waits, the dead letters, and their retry (audited). */
export function MessagesPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const [lists, reload] = useResource('messages', async () => {
    const [waiting, dead] = await Promise.all([
      api.get(`${consoleAdminPaths.messages}?status=waiting`, consoleMessagesResponseSchema),
      api.get(`${consoleAdminPaths.messages}?status=dead`, consoleMessagesResponseSchema),
    ]);
    return { waiting: waiting.data.messages, dead: dead.data.messages };
  });
  const [status, setStatus] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();

  const retry = (id: string) => {
    setStatus(undefined);
    setFailure(undefined);
    api
      .send(
        'POST',
        consoleAdminPaths.messageRetry.replace(':messageId', id),
        consoleDoneResponseSchema,
      )
      .then(() => {
        setStatus(t('messages.retried'));
        reload();
      })
      .catch((error: unknown) => setFailure(errorText(t, error)));
  };

  return (
    <>
      <PageHeading>{t('messages.heading')}</PageHeading>
      <StatusMessage text={status} />
      <ErrorAlert text={failure} />
      <LoadState resource={lists} />
      {lists.state === 'ready' && (
        <>
          <MessageTable caption={t('messages.dead')} messages={lists.data.dead} onRetry={retry} />
          <MessageTable caption={t('messages.waiting')} messages={lists.data.waiting} />
        </>
      )}
    </>
  );
}
