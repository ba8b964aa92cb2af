import type { UserRequestAuthentication } from '#modules/user/user.service.ts';
import {
  accountDeletionRequestSchema,
  accountDeletionResponseSchema,
  cancelAccountDeletionRequestSchema,
  cancelAccountDeletionResponseSchema,
  dataExportRequestSchema,
  type ApiPaths,
} from '@account-centre/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#config/index.ts';
import { brandOfRequest, requesterOf } from '#lib/brand.ts';
import { clientInfoOf } from '#lib/client-info.ts';
import { success } from '#lib/envelope.ts';
import { relyingPartyOf } from '#modules/credentials/relying-party.ts';
import type { AccountDeletionService } from '#modules/account-deletion/account-deletion.service.ts';
import type { DataExportService } from '#modules/account-deletion/data-export.service.ts';
import { requireSession } from '#plugins/require-session.ts';

/** Issue 34 (decision 048): delete the account, its cancel link, and download its data. */
export const accountDeletionRoutes: FastifyPluginAsyncZod<{
  paths: ApiPaths;
  auth: UserRequestAuthentication;
  deletion: AccountDeletionService;
  dataExport: DataExportService;
  config: Pick<Config, 'brands' | 'secondBrandHosts' | 'passkeyRpIds' | 'passkeyOrigins'>;
}> = async (app, { paths, auth, deletion, dataExport, config }) => {
  const signedIn = requireSession((request) => auth.authenticateRequest(request));
  // A passkey proves a factor here too (decision 057): the request's tenant and relying party.
  const passkeyPlaceOf = (request: FastifyRequest) =>
    request.body !== null &&
    typeof request.body === 'object' &&
    'passkey' in request.body &&
    request.body.passkey !== undefined
      ? { tenantId: request.tenantId, rp: relyingPartyOf(request, config) }
      : undefined;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    paths.accountDeletion,
    {
      preParsing: signedIn.preParsing,
      schema: {
        body: accountDeletionRequestSchema,
        response: { 200: accountDeletionResponseSchema },
      },
    },
    async (request) => {
      const brand = config.brands[brandOfRequest(request, config.secondBrandHosts)];
      return success(
        await deletion.request(signedIn.sessionOf(request), request.body, {
          brandName: brand.name,
          client: clientInfoOf(request),
          passkey: passkeyPlaceOf(request),
        }),
      );
    },
  );

  // Public: the link of the deletion notice. Tenant-scoped by the `Tenant-Id` header.
  app.post(
    paths.cancelAccountDeletion,
    {
      schema: {
        body: cancelAccountDeletionRequestSchema,
        response: { 200: cancelAccountDeletionResponseSchema },
      },
    },
    async (request) => {
      await deletion.cancel(requesterOf(request, config).tenantId, request.body.token);
      return success(null);
    },
  );

  app.post(
    paths.dataExport,
    { preParsing: signedIn.preParsing, schema: { body: dataExportRequestSchema } },
    async (request, reply) => {
      const session = signedIn.sessionOf(request);
      const exported = await dataExport.export(
        session,
        request.body,
        clientInfoOf(request),
        passkeyPlaceOf(request),
      );
      const stamp = exported.data.exportedAt.slice(0, 10);
      if (request.body.format === 'json') {
        return reply
          .type('application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="account-data-${stamp}.json"`)
          .send(JSON.stringify(exported.data, null, 2));
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('content-disposition', `attachment; filename="account-data-${stamp}.html"`)
        .send(exported.html(request.body.language));
    },
  );
};
