import {
  consoleWebhookPaths,
  webhookCreateResponseSchema,
  webhookDeliveriesResponseSchema,
  webhookEndpointResponseSchema,
  webhookEndpointsResponseSchema,
  webhookSendResponseSchema,
  WEBHOOK_EVENT_TYPES,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@account-centre/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '#components/field.tsx';
import { LoadState } from '#components/load-state.tsx';
import { ErrorAlert, StatusMessage } from '#components/notice.tsx';
import { PageHeading } from '#components/page-heading.tsx';
import { ShownOnceField } from '#components/shown-once.tsx';
import { fillPath } from '#lib/api-client.ts';
import { errorText } from '#lib/error-text.ts';
import { formatDateTime } from '#lib/format.ts';
import { useResource } from '#lib/use-resource.ts';
import { useSession } from '#session/session.tsx';

/** The last deliveries of one endpoint, with the status code of each try. */
function Deliveries({ deliveries }: { deliveries: WebhookDelivery[] }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-label={t('webhooks.deliveries')}>
      <h2>{t('webhooks.deliveries')}</h2>
      {deliveries.length === 0 ? (
        <p>{t('webhooks.none')}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('webhooks.event')}</th>
              <th scope="col">{t('webhooks.status')}</th>
              <th scope="col">{t('webhooks.tries')}</th>
              <th scope="col">{t('webhooks.createdAt')}</th>
            </tr>
          </thead>
          <tbody>
            {deliveries.map((delivery) => (
              <tr key={delivery.messageId}>
                <td>{delivery.eventType}</td>
                <td>{delivery.status}</td>
                <td>
                  {delivery.tries
                    .map((one) => (one.statusCode === null ? (one.error ?? '—') : one.statusCode))
                    .join(' · ') || '—'}
                </td>
                <td>{formatDateTime(delivery.createdAt, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * Webhooks (decision 054): every tenant's endpoints, registering one (its secret shown once),
 * a test event, the last deliveries with their status, and enabling an endpoint again.
 */
export function WebhooksPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const [endpoints, reload] = useResource('webhooks', async () => {
    const answer = await api.get(consoleWebhookPaths.webhooks, webhookEndpointsResponseSchema);
    return answer.data.endpoints;
  });
  const [status, setStatus] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [secret, setSecret] = useState<string | undefined>();
  const [shown, setShown] = useState<{ id: string; deliveries: WebhookDelivery[] } | undefined>();
  const [tenant, setTenant] = useState('000000');
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([...WEBHOOK_EVENT_TYPES]);

  const settle = (promise: Promise<unknown>) => {
    setStatus(undefined);
    setFailure(undefined);
    promise.catch((error: unknown) => setFailure(errorText(t, error)));
  };

  const register = (event: FormEvent) => {
    event.preventDefault();
    settle(
      api
        .send('POST', consoleWebhookPaths.webhooks, webhookCreateResponseSchema, {
          tenant,
          url,
          events,
        })
        .then((answer) => {
          setSecret(answer.data.secret);
          setUrl('');
          reload();
        }),
    );
  };

  const test = (endpoint: WebhookEndpoint) =>
    settle(
      api
        .send(
          'POST',
          fillPath(consoleWebhookPaths.webhookTest, { endpointId: endpoint.id }),
          webhookSendResponseSchema,
        )
        .then((answer) =>
          setStatus(
            t(answer.data.delivery === 'sent' ? 'webhooks.testSent' : 'webhooks.testQueued'),
          ),
        ),
    );

  const enable = (endpoint: WebhookEndpoint) =>
    settle(
      api
        .send(
          'POST',
          fillPath(consoleWebhookPaths.webhookEnable, { endpointId: endpoint.id }),
          webhookEndpointResponseSchema,
        )
        .then(() => {
          setStatus(t('webhooks.enabled'));
          reload();
        }),
    );

  const showDeliveries = (endpoint: WebhookEndpoint) =>
    settle(
      api
        .get(
          fillPath(consoleWebhookPaths.webhookDeliveries, { endpointId: endpoint.id }),
          webhookDeliveriesResponseSchema,
        )
        .then((answer) => setShown({ id: endpoint.id, deliveries: answer.data.deliveries })),
    );

  return (
    <>
      <PageHeading>{t('webhooks.heading')}</PageHeading>
      <StatusMessage text={status} />
      <ErrorAlert text={failure} />
      {secret !== undefined && (
        <div className="secret">
          <p>{t('webhooks.secretNote')}</p>
          <ShownOnceField label={t('webhooks.secret')} value={secret} />
        </div>
      )}
      <LoadState resource={endpoints} />
      {endpoints.state === 'ready' &&
        (endpoints.data.length === 0 ? (
          <p>{t('webhooks.none')}</p>
        ) : (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('webhooks.tenant')}</th>
                <th scope="col">{t('webhooks.url')}</th>
                <th scope="col">{t('webhooks.state')}</th>
                <th scope="col">{t('webhooks.action')}</th>
              </tr>
            </thead>
            <tbody>
              {endpoints.data.map((endpoint) => (
                <tr key={endpoint.id}>
                  <td>{endpoint.tenantId}</td>
                  <td>{endpoint.url}</td>
                  <td>
                    {endpoint.enabled
                      ? t('webhooks.on')
                      : `${t('webhooks.off')}: ${endpoint.disabledReason ?? ''}`}
                  </td>
                  <td className="actions">
                    <button type="button" className="button" onClick={() => test(endpoint)}>
                      {t('webhooks.test')}
                    </button>
                    <button
                      type="button"
                      className="button"
                      onClick={() => showDeliveries(endpoint)}
                    >
                      {t('webhooks.showDeliveries')}
                    </button>
                    {!endpoint.enabled && (
                      <button
                        type="button"
                        className="button primary"
                        onClick={() => enable(endpoint)}
                      >
                        {t('webhooks.enable')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      {shown && <Deliveries deliveries={shown.deliveries} />}
      <section aria-label={t('webhooks.register')}>
        <h2>{t('webhooks.register')}</h2>
        <form noValidate onSubmit={register} className="form">
          <TextField
            label={t('webhooks.tenant')}
            name="tenant"
            autoComplete="off"
            value={tenant}
            onChange={(event) => setTenant(event.target.value)}
          />
          <TextField
            label={t('webhooks.url')}
            hint={t('webhooks.urlHint')}
            name="url"
            autoComplete="off"
            spellCheck={false}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
          <fieldset className="fieldset">
            <legend>{t('webhooks.events')}</legend>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <label key={type} className="check">
                <input
                  type="checkbox"
                  name="events"
                  value={type}
                  checked={events.includes(type)}
                  onChange={(event) =>
                    setEvents((current) =>
                      event.target.checked
                        ? [...current.filter((one) => one !== type), type]
                        : current.filter((one) => one !== type),
                    )
                  }
                />
                {type}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button primary">
            {t('webhooks.registerButton')}
          </button>
        </form>
      </section>
    </>
  );
}
