import type { Connector } from '@account-centre/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { connectorStartUrl, listConnectors } from '#features/auth/api/connector-calls.ts';
import { useConnectorName } from '#lib/connectors/connector-name.ts';

/**
 * "Continue with …" for each connector the tenant enabled (decision 050): plain links to the
 * account server's start, which sends the browser upstream. No connector logic is loaded here;
 * the continuation after the callback is its own chunk.
 */
export function ConnectorButtons() {
  const { t } = useTranslation('connectors');
  const nameOf = useConnectorName();
  const [connectors, setConnectors] = useState<Connector[]>([]);
  useEffect(() => {
    listConnectors().then(setConnectors, () => {
      // Without the list the screen simply shows no buttons.
    });
  }, []);
  if (connectors.length === 0) return null;
  return (
    <div className="connector-buttons">
      <p className="connector-buttons__divider">{t('or')}</p>
      {connectors.map((connector) => (
        <a
          key={connector.id}
          className="button button--secondary connector-buttons__button"
          href={connectorStartUrl(connector)}
          data-connector={connector.slug}
        >
          {t('continueWith', { name: nameOf(connector) })}
        </a>
      ))}
    </div>
  );
}
