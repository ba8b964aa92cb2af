import {
  connectorLinkResponseSchema,
  connectorPaths,
  connectorsResponseSchema,
  connectorUnlinkResponseSchema,
  linkedIdentitiesResponseSchema,
  type Connector,
  type LinkedIdentity,
  type StepUpProof,
} from '@account-centre/contract';
import { apiClient } from '#lib/api/api-client.ts';
import { getRuntime } from '#lib/runtime.ts';

const paths = () => connectorPaths(getRuntime().config.brandSegment);

/** The connectors the tenant enabled: what Home offers to link. */
export async function listAvailableConnectors(): Promise<Connector[]> {
  const answer = await apiClient.get(paths().connectors, {
    schema: connectorsResponseSchema,
    showLoading: false,
  });
  return answer.data.connectors;
}

/** GET connectorIdentities: the account's linked sign-in methods. */
export async function listLinkedIdentities(): Promise<LinkedIdentity[]> {
  const answer = await apiClient.get(paths().connectorIdentities, {
    schema: linkedIdentitiesResponseSchema,
    needsAuth: true,
  });
  return answer.data.identities;
}

/** POST connectorLink (with the step-up proof): the URL the browser goes to next. */
export async function beginLink(connectorId: string, proof: StepUpProof): Promise<string> {
  const answer = await apiClient.post(paths().connectorLink, {
    body: { connectorId, ...proof },
    schema: connectorLinkResponseSchema,
    needsAuth: true,
  });
  return answer.data.url;
}

/** POST connectorUnlink: refused (40092) for the account's last way to sign in. */
export async function unlinkIdentity(id: string): Promise<void> {
  await apiClient.post(paths().connectorUnlink, {
    body: { id },
    schema: connectorUnlinkResponseSchema,
    needsAuth: true,
  });
}
