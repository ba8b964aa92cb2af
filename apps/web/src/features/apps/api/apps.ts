import {
  appRevokeResponseSchema,
  appsResponseSchema,
  type AppGrant,
} from '@account-centre/contract';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';

/** GET apps: the clients that can sign the signed-in user in (their grants), newest first. */
export async function listApps(): Promise<AppGrant[]> {
  const answer = await apiClient.get(getApiPaths().apps, {
    schema: appsResponseSchema,
    needsAuth: true,
  });
  return answer.data.apps;
}

/** POST appsRevoke: the client can no longer sign the user in; its tokens stop working. */
export async function revokeApp(grantId: string): Promise<void> {
  await apiClient.post(getApiPaths().appsRevoke, {
    body: { grant_id: grantId },
    schema: appRevokeResponseSchema,
    needsAuth: true,
  });
}
