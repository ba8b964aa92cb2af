import * as z from 'zod/mini';
import { envelopeSchema } from '#envelope.ts';
import { emptyResultSchema } from '#endpoints/common.ts';
import { consoleUserSchema } from '#endpoints/console.ts';

/**
 * The management API (issue 36, decision 052): the brand's back office calls it as a machine
 * client (`client_credentials` at the OpenID provider's token endpoint, `resource` =
 * MANAGEMENT_RESOURCE), with a bearer access token whose scopes open these calls.
 */
export const MANAGEMENT_SCOPES = [
  'users:read',
  'users:write',
  'sessions:write',
  'legal:write',
  'webhooks:read',
  'webhooks:write',
] as const;
export type ManagementScope = (typeof MANAGEMENT_SCOPES)[number];

/** The resource indicator (RFC 8707) of the management API: the audience of its access tokens. */
export const MANAGEMENT_RESOURCE = 'urn:account-centre:management';

export function managementPaths(brand: string) {
  const base = `/api/${brand}-manage/v1`;
  return {
    /** GET `?account=`: the account of the request's tenant by e-mail, phone or product ID. */
    users: `${base}/users`,
    user: `${base}/users/:userId`,
    disable: `${base}/users/:userId/disable`,
    enable: `${base}/users/:userId/enable`,
    endSessions: `${base}/users/:userId/sessions/end`,
    passwordReset: `${base}/users/:userId/password-reset`,
    /**
     * POST (`users:write`): starts the deletion of an account as the user's own request does
     * (decision 048): deactivated, signed out everywhere, the notice with its cancel link sent,
     * erased after the grace period. A pending deletion already → 40910.
     */
    deletion: `${base}/users/:userId/deletion`,
    legal: `${base}/legal`,
    /** Webhook endpoints of the request's tenant (decision 054). */
    webhooks: `${base}/webhooks`,
    webhook: `${base}/webhooks/:endpointId`,
    webhookEnable: `${base}/webhooks/:endpointId/enable`,
    webhookTest: `${base}/webhooks/:endpointId/test`,
    webhookDeliveries: `${base}/webhooks/:endpointId/deliveries`,
    webhookRedeliver: `${base}/webhooks/:endpointId/deliveries/:messageId/redeliver`,
  } as const;
}
export type ManagementPaths = ReturnType<typeof managementPaths>;

export const managementUserParamsSchema = z.object({ userId: z.uuid() });
export const managementSearchQuerySchema = z.object({
  account: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
});
export const managementUsersResponseSchema = envelopeSchema(
  z.object({ users: z.array(consoleUserSchema) }),
);
export const managementUserResponseSchema = envelopeSchema(z.object({ user: consoleUserSchema }));
export const managementEndSessionsResponseSchema = envelopeSchema(emptyResultSchema);
export const managementPasswordResetResponseSchema = envelopeSchema(
  z.object({ destination: z.string() }),
);
