import {
  consoleAdminPaths,
  consoleClientCreateRequestSchema,
  consoleClientFieldsSchema,
  consoleClientParamsSchema,
  consoleClientResponseSchema,
  consoleClientSecretResponseSchema,
  consoleClientsResponseSchema,
  consoleDoneResponseSchema,
  consoleKeysResponseSchema,
  consoleLegalAcceptancesQuerySchema,
  consoleLegalAcceptancesResponseSchema,
  consoleLegalPublishRequestSchema,
  consoleLegalPublishResponseSchema,
  consoleLegalResponseSchema,
  consoleLegalTextsRequestSchema,
  consoleLegalVersionParamsSchema,
  consoleMessageParamsSchema,
  consoleMessagesQuerySchema,
  consoleMessagesResponseSchema,
  consoleStaffCreateRequestSchema,
  consoleStaffCreateResponseSchema,
  consoleStaffMemberResponseSchema,
  consoleStaffParamsSchema,
  consoleStaffResponseSchema,
  consoleStaffUpdateRequestSchema,
} from '@account-centre/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientInfoOf } from '#lib/client-info.ts';
import { success } from '#lib/envelope.ts';
import type { ConsoleClientsService } from '#modules/console/console-clients.service.ts';
import type { ConsoleKeysService } from '#modules/console/console-keys.service.ts';
import type { ConsoleLegalService } from '#modules/console/console-legal.service.ts';
import type { ConsoleMessagesService } from '#modules/console/console-messages.service.ts';
import type { ConsoleStaffService } from '#modules/console/console-staff.service.ts';
import { consoleGuard } from '#modules/console/console.guard.ts';
import type { StaffService } from '#modules/console/staff.service.ts';

/**
 * The support console's admin routes (issue 26 items 3-6, decision 035): relying parties, legal
 * documents, keys and staff. Every one needs an admin's full console session (40110, 40112,
 * 40322), the CSRF header on changes (40321), and no user or relying-party token (40323).
 */
export const consoleAdminRoutes: FastifyPluginAsyncZod<{
  staff: StaffService;
  clients: ConsoleClientsService;
  legal: ConsoleLegalService;
  keys: ConsoleKeysService;
  members: ConsoleStaffService;
  messages: ConsoleMessagesService;
  /** APP_LANGUAGES: the console lists those a new legal version leaves to English. */
  appLanguages: readonly string[];
  authHeader: string;
}> = async (app, { staff, clients, legal, keys, members, messages, appLanguages, authHeader }) => {
  const guard = consoleGuard(staff, authHeader);
  const admin = guard.require({ admin: true });
  app.addHook('onSend', async (_request, reply) => {
    // Secrets are shown once: no cache keeps them.
    reply.header('cache-control', 'no-store');
  });

  // --- Clients ---------------------------------------------------------------------------------

  app.get(
    consoleAdminPaths.clients,
    { preParsing: admin, schema: { response: { 200: consoleClientsResponseSchema } } },
    async () => success({ clients: await clients.list() }),
  );

  app.post(
    consoleAdminPaths.clients,
    {
      preParsing: admin,
      schema: {
        body: consoleClientCreateRequestSchema,
        response: { 200: consoleClientSecretResponseSchema },
      },
    },
    async (request) =>
      success(await clients.create(guard.sessionOf(request), request.body, clientInfoOf(request))),
  );

  app.put(
    consoleAdminPaths.client,
    {
      preParsing: admin,
      schema: {
        params: consoleClientParamsSchema,
        body: consoleClientFieldsSchema,
        response: { 200: consoleClientResponseSchema },
      },
    },
    async (request) =>
      success({
        client: await clients.edit(
          guard.sessionOf(request),
          request.params.clientId,
          request.body,
          clientInfoOf(request),
        ),
      }),
  );

  app.delete(
    consoleAdminPaths.client,
    {
      preParsing: admin,
      schema: { params: consoleClientParamsSchema, response: { 200: consoleDoneResponseSchema } },
    },
    async (request) => {
      await clients.remove(
        guard.sessionOf(request),
        request.params.clientId,
        clientInfoOf(request),
      );
      return success(null);
    },
  );

  app.post(
    consoleAdminPaths.clientSecret,
    {
      preParsing: admin,
      schema: {
        params: consoleClientParamsSchema,
        response: { 200: consoleClientSecretResponseSchema },
      },
    },
    async (request) =>
      success(
        await clients.rotateSecret(
          guard.sessionOf(request),
          request.params.clientId,
          clientInfoOf(request),
        ),
      ),
  );

  // --- Legal documents -------------------------------------------------------------------------

  app.get(
    consoleAdminPaths.legal,
    { preParsing: admin, schema: { response: { 200: consoleLegalResponseSchema } } },
    async () => success({ versions: await legal.versions(), appLanguages: [...appLanguages] }),
  );

  app.post(
    consoleAdminPaths.legal,
    {
      preParsing: admin,
      schema: {
        body: consoleLegalPublishRequestSchema,
        response: { 200: consoleLegalPublishResponseSchema },
      },
    },
    async (request) =>
      success(await legal.publish(guard.sessionOf(request), request.body, clientInfoOf(request))),
  );

  app.post(
    consoleAdminPaths.legalTexts,
    {
      preParsing: admin,
      schema: {
        params: consoleLegalVersionParamsSchema,
        body: consoleLegalTextsRequestSchema,
        response: { 200: consoleLegalPublishResponseSchema },
      },
    },
    async (request) =>
      success(
        await legal.addTexts(
          guard.sessionOf(request),
          request.params.kind,
          request.params.version,
          request.body.texts,
          clientInfoOf(request),
        ),
      ),
  );

  app.get(
    consoleAdminPaths.legalAcceptances,
    {
      preParsing: admin,
      schema: {
        params: consoleLegalVersionParamsSchema,
        querystring: consoleLegalAcceptancesQuerySchema,
        response: { 200: consoleLegalAcceptancesResponseSchema },
      },
    },
    async (request) =>
      success(
        await legal.acceptances(
          guard.sessionOf(request),
          { ...request.params, ...request.query },
          clientInfoOf(request),
        ),
      ),
  );

  // --- Keys ------------------------------------------------------------------------------------

  app.get(
    consoleAdminPaths.keys,
    { preParsing: admin, schema: { response: { 200: consoleKeysResponseSchema } } },
    async () => success(await keys.status()),
  );

  app.post(
    consoleAdminPaths.keysRotate,
    { preParsing: admin, schema: { response: { 200: consoleKeysResponseSchema } } },
    async (request) => success(await keys.rotate(guard.sessionOf(request), clientInfoOf(request))),
  );

  // --- Staff -----------------------------------------------------------------------------------

  app.get(
    consoleAdminPaths.staff,
    { preParsing: admin, schema: { response: { 200: consoleStaffResponseSchema } } },
    async () => success({ staff: await members.list() }),
  );

  app.post(
    consoleAdminPaths.staff,
    {
      preParsing: admin,
      schema: {
        body: consoleStaffCreateRequestSchema,
        response: { 200: consoleStaffCreateResponseSchema },
      },
    },
    async (request) =>
      success(await members.create(guard.sessionOf(request), request.body, clientInfoOf(request))),
  );

  app.patch(
    consoleAdminPaths.staffMember,
    {
      preParsing: admin,
      schema: {
        params: consoleStaffParamsSchema,
        body: consoleStaffUpdateRequestSchema,
        response: { 200: consoleStaffMemberResponseSchema },
      },
    },
    async (request) =>
      success({
        staff: await members.update(
          guard.sessionOf(request),
          request.params.staffId,
          request.body,
          clientInfoOf(request),
        ),
      }),
  );

  // --- Messages (decision 044) -----------------------------------------------------------------

  app.get(
    consoleAdminPaths.messages,
    {
      preParsing: admin,
      schema: {
        querystring: consoleMessagesQuerySchema,
        response: { 200: consoleMessagesResponseSchema },
      },
    },
    async (request) => success({ messages: await messages.list(request.query.status) }),
  );

  app.post(
    consoleAdminPaths.messageRetry,
    {
      preParsing: admin,
      schema: { params: consoleMessageParamsSchema, response: { 200: consoleDoneResponseSchema } },
    },
    async (request) => {
      await messages.retry(
        guard.sessionOf(request),
        request.params.messageId,
        clientInfoOf(request),
      );
      return success(null);
    },
  );
};
