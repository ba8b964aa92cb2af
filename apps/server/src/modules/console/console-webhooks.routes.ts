import {
  consoleWebhookCreateRequestSchema,
  consoleWebhookPaths,
  webhookCreateResponseSchema,
  webhookDeliveriesResponseSchema,
  webhookEndpointParamsSchema,
  webhookEndpointResponseSchema,
  webhookEndpointsResponseSchema,
  webhookSendResponseSchema,
} from '@account-centre/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientInfoOf } from '#lib/client-info.ts';
import { success } from '#lib/envelope.ts';
import { consoleGuard } from '#modules/console/console.guard.ts';
import type { StaffService } from '#modules/console/staff.service.ts';
import type { WebhooksService } from '#modules/webhooks/webhooks.service.ts';

/**
 * Webhooks in the console (decision 054): admins see every tenant's endpoints, register one for a
 * tenant, send a test event, read the last deliveries and enable an endpoint again; audited as the
 * staff member, as the management API's calls are as the client.
 */
export const consoleWebhookRoutes: FastifyPluginAsyncZod<{
  staff: StaffService;
  webhooks: WebhooksService;
  authHeader: string;
}> = async (app, { staff, webhooks, authHeader }) => {
  const guard = consoleGuard(staff, authHeader);
  const admin = guard.require({ admin: true });
  app.addHook('onSend', async (_request, reply) => {
    // The secret is shown once: no cache keeps it.
    reply.header('cache-control', 'no-store');
  });
  const by = (request: FastifyRequest) => {
    const { staff: member } = guard.sessionOf(request);
    return { id: member.id, email: member.email };
  };

  app.get(
    consoleWebhookPaths.webhooks,
    { preParsing: admin, schema: { response: { 200: webhookEndpointsResponseSchema } } },
    async () => success({ endpoints: await webhooks.listAll() }),
  );

  app.post(
    consoleWebhookPaths.webhooks,
    {
      preParsing: admin,
      schema: {
        body: consoleWebhookCreateRequestSchema,
        response: { 200: webhookCreateResponseSchema },
      },
    },
    async (request) => {
      const { tenant, ...input } = request.body;
      return success(await webhooks.create(by(request), tenant, input, clientInfoOf(request)));
    },
  );

  app.post(
    consoleWebhookPaths.webhookEnable,
    {
      preParsing: admin,
      schema: {
        params: webhookEndpointParamsSchema,
        response: { 200: webhookEndpointResponseSchema },
      },
    },
    async (request) => {
      const { endpointId } = request.params;
      const tenant = await webhooks.tenantOf(endpointId);
      const endpoint = await webhooks.enable(
        by(request),
        tenant,
        endpointId,
        clientInfoOf(request),
      );
      return success({ endpoint });
    },
  );

  app.post(
    consoleWebhookPaths.webhookTest,
    {
      preParsing: admin,
      schema: {
        params: webhookEndpointParamsSchema,
        response: { 200: webhookSendResponseSchema },
      },
    },
    async (request) => {
      const { endpointId } = request.params;
      const tenant = await webhooks.tenantOf(endpointId);
      return success(await webhooks.test(by(request), tenant, endpointId, clientInfoOf(request)));
    },
  );

  app.get(
    consoleWebhookPaths.webhookDeliveries,
    {
      preParsing: admin,
      schema: {
        params: webhookEndpointParamsSchema,
        response: { 200: webhookDeliveriesResponseSchema },
      },
    },
    async (request) => {
      const { endpointId } = request.params;
      const tenant = await webhooks.tenantOf(endpointId);
      return success({ deliveries: await webhooks.deliveries(tenant, endpointId) });
    },
  );
};
