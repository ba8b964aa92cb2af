import { MANAGEMENT_RESOURCE, MANAGEMENT_SCOPES } from '@account-centre/contract';
import { errors, type Configuration } from 'oidc-provider';

/** How long a management API access token lives (seconds): a machine client asks again. */
export const MANAGEMENT_TOKEN_TTL_SECONDS = 600;

/**
 * The provider's features for the management API (decision 052), as oidc-provider documents
 * access tokens for a resource server: `client_credentials` (RFC 6749 §4.4) and Resource
 * Indicators (RFC 8707). A machine client (registered with `--machine`: that grant only) gets a
 * token whose audience is MANAGEMENT_RESOURCE, with the management scopes it asked for among its
 * registered ones; it need not name the resource. No other client gets a token for it.
 */
export function managementFeatures(): Pick<
  NonNullable<Configuration['features']>,
  'clientCredentials' | 'resourceIndicators'
> {
  return {
    clientCredentials: { enabled: true },
    resourceIndicators: {
      enabled: true,
      defaultResource: async (_ctx, client, oneOf) =>
        client.grantTypeAllowed('client_credentials') ? MANAGEMENT_RESOURCE : oneOf,
      useGrantedResource: async () => false,
      getResourceServerInfo: async (_ctx, resource, client) => {
        if (resource === MANAGEMENT_RESOURCE && client.grantTypeAllowed('client_credentials')) {
          return {
            scope: MANAGEMENT_SCOPES.join(' '),
            audience: MANAGEMENT_RESOURCE,
            accessTokenTTL: MANAGEMENT_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'opaque',
          };
        }
        throw new errors.InvalidTarget();
      },
    },
  };
}
