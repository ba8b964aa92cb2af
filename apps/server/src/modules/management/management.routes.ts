import {
  accountDeletionResponseSchema,
  consoleLegalPublishRequestSchema,
  consoleLegalPublishResponseSchema,
  managementEndSessionsResponseSchema,
  managementPasswordResetResponseSchema,
  managementSearchQuerySchema,
  managementUserParamsSchema,
  managementUserResponseSchema,
  managementUsersResponseSchema,
  webhookCreateRequestSchema,
  webhookCreateResponseSchema,
  webhookDeleteResponseSchema,
  webhookDeliveriesResponseSchema,
  webhookDeliveryParamsSchema,
  webhookEndpointParamsSchema,
  webhookEndpointResponseSchema,
  webhookEndpointsResponseSchema,
  webhookSendResponseSchema,
  type ManagementPaths,
  type ManagementScope,
} from '@account-centre/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#config/index.ts';
import { brandOfRequest, requesterOf } from '#lib/brand.ts';
import { clientInfoOf } from '#lib/client-info.ts';
import { success } from '#lib/envelope.ts';
import type { ConsoleDeletionsService } from '#modules/account-deletion/console-deletions.service.ts';
import type { ConsoleLegalService } from '#modules/console/console-legal.service.ts';
import type { ConsoleActor, ConsoleService } from '#modules/console/console.service.ts';
import type { ManagementGuard } from '#modules/management/management.guard.ts';
import type { PasswordResetService } from '#modules/password-reset/password-reset.service.ts';
import type { WebhooksService } from '#modules/webhooks/webhooks.service.ts';

/**
 * The management API (decision 052): machine clients act on the accounts of the request's tenant
 * (`Tenant-Id`) through the console's own services, so every call is audited like a staff
 * member's, named `client:<client_id>`.
 */
export const managementRoutes: FastifyPluginAsyncZod<{
  paths: ManagementPaths;
  guard: ManagementGuard;
  console: ConsoleService;
  legal: ConsoleLegalService;
  passwordReset: PasswordResetService;
  webhooks: WebhooksService;
  deletions: ConsoleDeletionsService;
  config: Pick<Config, 'brands' | 'secondBrandHosts'>;
}> = async (app, { paths, guard, console, legal, passwordReset, webhooks, deletions, config }) => {
  const clientOf = clientInfoOf;
  /** The caller as the audit names it, once its token opens `scope`. */
  const actor = async (
    request: FastifyRequest,
    reply: FastifyReply,
    scope: ManagementScope,
  ): Promise<ConsoleActor> => {
    reply.header('cache-control', 'no-store');
    try {
      const caller = await guard.caller(request, scope);
      return { staff: { id: null, email: `client:${caller.clientId}` } };
    } catch (error) {
      reply.header('www-authenticate', `Bearer error="invalid_token", scope="${scope}"`);
      throw error;
    }
  };

  app.get(
    paths.users,
    {
      schema: {
        querystring: managementSearchQuerySchema,
        response: { 200: managementUsersResponseSchema },
      },
    },
    async (request, reply) => {
      const by = await actor(request, reply, 'users:read');
      const users = await console.search(
        by,
        request.tenantId,
        request.query.account,
        clientOf(request),
      );
      return success({ users });
    },
  );

  app.get(
    paths.user,
    {
      schema: {
        params: managementUserParamsSchema,
        response: { 200: managementUserResponseSchema },
      },
    },
    async (request, reply) => {
      const by = await actor(request, reply, 'users:read');
      const detail = await console.detail(
        by,
        request.tenantId,
        request.params.userId,
        clientOf(request),
      );
      return success({ user: detail.user });
    },
  );

  for (const [path, action] of [
    [paths.disable, 'disable'],
    [paths.enable, 'enable'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          params: managementUserParamsSchema,
          response: { 200: managementUserResponseSchema },
        },
      },
      async (request, reply) => {
        const by = await actor(request, reply, 'users:write');
        const user = await console.act(
          by,
          request.tenantId,
          request.params.userId,
          action,
          clientOf(request),
        );
        return success({ user });
      },
    );
  }

  app.post(
    paths.endSessions,
    {
      schema: {
        params: managementUserParamsSchema,
        response: { 200: managementEndSessionsResponseSchema },
      },
    },
    async (request, reply) => {
      const by = await actor(request, reply, 'sessions:write');
      // SessionService.revoke through the console's action: every session, grant and token.
      await console.act(
        by,
        request.tenantId,
        request.params.userId,
        'end-sessions',
        clientOf(request),
      );
      return success(null);
    },
  );

  app.post(
    paths.passwordReset,
    {
      schema: {
        params: managementUserParamsSchema,
        response: { 200: managementPasswordResetResponseSchema },
      },
    },
    async (request, reply) => {
      const by = await actor(request, reply, 'users:write');
      const detail = await console.detail(
        by,
        request.tenantId,
        request.params.userId,
        clientOf(request),
      );
      const sent = await passwordReset.sendCode(
        { account: detail.user.productId },
        requesterOf(request, config),
      );
      return success({ destination: sent.destination });
    },
  );

  app.post(
    paths.deletion,
    {
      schema: {
        params: managementUserParamsSchema,
        response: { 200: accountDeletionResponseSchema },
      },
    },
    async (request, reply) => {
      const by = await actor(request, reply, 'users:write');
      // The tenant's account only (40400 otherwise), as every call on an account.
      const detail = await console.detail(
        by,
        request.tenantId,
        request.params.userId,
        clientOf(request),
      );
      const brand = config.brands[brandOfRequest(request, config.secondBrandHosts)];
      return success(
        await deletions.request(
          by.staff,
          { userId: detail.user.id, tenantId: request.tenantId },
          brand.name,
          clientOf(request),
        ),
      );
    },
  );

  app.post(
    paths.legal,
    {
      schema: {
        body: consoleLegalPublishRequestSchema,
        response: { 200: consoleLegalPublishResponseSchema },
      },
    },
    async (request, reply) => {
      const by = await actor(request, reply, 'legal:write');
      return success(await legal.publish(by, request.body, clientOf(request)));
    },
  );

  // Webhooks (decision 054): the endpoints of the request's tenant only.
  app.get(
    paths.webhooks,
    { schema: { response: { 200: webhookEndpointsResponseSchema } } },
    async (request, reply) => {
      await actor(request, reply, 'webhooks:read');
      return success({ endpoints: await webhooks.list(request.tenantId) });
    },
  );

  app.post(
    paths.webhooks,
    {
      schema: {
        body: webhookCreateRequestSchema,
        response: { 200: webhookCreateResponseSchema },
      },
    },
    async (request, reply) => {
      const by = await actor(request, reply, 'webhooks:write');
      return success(
        await webhooks.create(by.staff, request.tenantId, request.body, clientOf(request)),
      );
    },
  );

  app.delete(
    paths.webhook,
    {
      schema: {
        params: webhookEndpointParamsSchema,
        response: { 200: webhookDeleteResponseSchema },
      },
    },
    async (request, reply) => {
      const by = await actor(request, reply, 'webhooks:write');
      await webhooks.remove(
        by.staff,
        request.tenantId,
        request.params.endpointId,
        clientOf(request),
      );
      return success(null);
    },
  );

  app.post(
    paths.webhookEnable,
    {
      schema: {
        params: webhookEndpointParamsSchema,
        response: { 200: webhookEndpointResponseSchema },
      },
    },
    async (request, reply) => {
      const by = await actor(request, reply, 'webhooks:write');
      const endpoint = await webhooks.enable(
        by.staff,
        request.tenantId,
        request.params.endpointId,
        clientOf(request),
      );
      return success({ endpoint });
    },
  );

  app.post(
    paths.webhookTest,
    {
      schema: {
        params: webhookEndpointParamsSchema,
        response: { 200: webhookSendResponseSchema },
      },
    },
    async (request, reply) => {
      const by = await actor(request, reply, 'webhooks:write');
      return success(
        await webhooks.test(
          by.staff,
          request.tenantId,
          request.params.endpointId,
          clientOf(request),
        ),
      );
    },
  );

  app.get(
    paths.webhookDeliveries,
    {
      schema: {
        params: webhookEndpointParamsSchema,
        response: { 200: webhookDeliveriesResponseSchema },
      },
    },
    async (request, reply) => {
      await actor(request, reply, 'webhooks:read');
      return success({
        deliveries: await webhooks.deliveries(request.tenantId, request.params.endpointId),
      });
    },
  );

  app.post(
    paths.webhookRedeliver,
    {
      schema: {
        params: webhookDeliveryParamsSchema,
        response: { 200: webhookSendResponseSchema },
      },
    },
    async (request, reply) => {
      const by = await actor(request, reply, 'webhooks:write');
      return success(
        await webhooks.redeliver(
          by.staff,
          request.tenantId,
          request.params.endpointId,
          request.params.messageId,
          clientOf(request),
        ),
      );
    },
  );
};
