import {
  consoleConnectorEnabledRequestSchema,
  consoleConnectorParamsSchema,
  consoleConnectorPaths,
  consoleConnectorRequestSchema,
  consoleConnectorResponseSchema,
  consoleConnectorsQuerySchema,
  consoleConnectorsResponseSchema,
  consoleUserIdentitiesResponseSchema,
  consoleUserParamsSchema,
  consoleUserQuerySchema,
} from '@account-centre/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientInfoOf } from '#lib/client-info.ts';
import { success } from '#lib/envelope.ts';
import type { ConsoleConnectorsService } from '#modules/console/console-connectors.service.ts';
import { consoleGuard } from '#modules/console/console.guard.ts';
import type { StaffService } from '#modules/console/staff.service.ts';

/**
 * The console's connectors (issue 35, decision 056): the tenant's connectors for an admin's full
 * console session (support: 40322; changes need the CSRF header, 40321); an account's linked
 * identities for any staff member.
 */
export const consoleConnectorRoutes: FastifyPluginAsyncZod<{
  staff: StaffService;
  connectors: ConsoleConnectorsService;
  authHeader: string;
}> = async (app, { staff, connectors, authHeader }) => {
  const guard = consoleGuard(staff, authHeader);
  const admin = guard.require({ admin: true });

  app.get(
    consoleConnectorPaths.connectors,
    {
      preParsing: admin,
      schema: {
        querystring: consoleConnectorsQuerySchema,
        response: { 200: consoleConnectorsResponseSchema },
      },
    },
    async (request) => success({ connectors: await connectors.list(request.query.tenant) }),
  );

  app.post(
    consoleConnectorPaths.connectors,
    {
      preParsing: admin,
      schema: {
        body: consoleConnectorRequestSchema,
        response: { 200: consoleConnectorResponseSchema },
      },
    },
    async (request) =>
      success({
        connector: await connectors.save(
          guard.sessionOf(request),
          request.body,
          clientInfoOf(request),
        ),
      }),
  );

  app.post(
    consoleConnectorPaths.connectorEnabled,
    {
      preParsing: admin,
      schema: {
        params: consoleConnectorParamsSchema,
        body: consoleConnectorEnabledRequestSchema,
        response: { 200: consoleConnectorResponseSchema },
      },
    },
    async (request) =>
      success({
        connector: await connectors.setEnabled(
          guard.sessionOf(request),
          request.body.tenant,
          request.params.connectorId,
          request.body.enabled,
          clientInfoOf(request),
        ),
      }),
  );

  app.get(
    consoleConnectorPaths.userIdentities,
    {
      preParsing: guard.require(),
      schema: {
        params: consoleUserParamsSchema,
        querystring: consoleUserQuerySchema,
        response: { 200: consoleUserIdentitiesResponseSchema },
      },
    },
    async (request) =>
      success({
        identities: await connectors.identities(
          guard.sessionOf(request),
          request.query.tenant,
          request.params.userId,
          clientInfoOf(request),
        ),
      }),
  );
};
