import { connectorPaths, type Connector } from '@account-centre/contract';
import { ok, type StubRoute } from '#testing/fetch-stub.ts';

/**
 * The login screen's list of other providers (decision 050), fetched in the background after the
 * first load: by default none, so the screen shows no "Continue with …" buttons. Left out of a
 * test's recorded calls.
 */
export function connectorRoutes(connectors: Connector[] = []): StubRoute[] {
  return [
    {
      method: 'GET',
      path: connectorPaths('aurora').connectors,
      record: false,
      reply: () => ok({ connectors }),
    },
  ];
}
