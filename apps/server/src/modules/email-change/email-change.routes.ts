import type { UserRequestAuthentication } from '#modules/user/user.service.ts';
import {
  changeEmailCodeRequestSchema,
  changeEmailRequestSchema,
  changeEmailResponseSchema,
  sendCodeResponseSchema,
  undoEmailChangeRequestSchema,
  undoEmailChangeResponseSchema,
  type ApiPaths,
} from '@account-centre/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#config/index.ts';
import { brandOfRequest, requesterOf } from '#lib/brand.ts';
import { clientNetworkOf } from '#lib/client-network.ts';
import { clientInfoOf } from '#lib/client-info.ts';
import { success } from '#lib/envelope.ts';
import type { EmailChangeService } from '#modules/email-change/email-change.service.ts';
import type { SecurityService } from '#modules/security/security.service.ts';
import { requireSession } from '#plugins/require-session.ts';

export const emailChangeRoutes: FastifyPluginAsyncZod<{
  paths: ApiPaths;
  auth: UserRequestAuthentication;
  emailChange: EmailChangeService;
  config: Pick<Config, 'brands' | 'secondBrandHosts'>;
  /** Issue 24: the activity log. */
  security?: SecurityService;
}> = async (app, { paths, auth, emailChange, config, security }) => {
  const signedIn = requireSession((request) => auth.authenticateRequest(request));

  app.post(
    paths.changeEmailCode,
    {
      preParsing: signedIn.preParsing,
      schema: { body: changeEmailCodeRequestSchema, response: { 200: sendCodeResponseSchema } },
    },
    async (request) => {
      const brand = config.brands[brandOfRequest(request, config.secondBrandHosts)];
      return success(
        await emailChange.sendCode(signedIn.sessionOf(request), request.body, {
          brandName: brand.name,
          clientIp: clientNetworkOf(request.ip),
        }),
      );
    },
  );

  app.post(
    paths.changeEmail,
    {
      preParsing: signedIn.preParsing,
      schema: { body: changeEmailRequestSchema, response: { 200: changeEmailResponseSchema } },
    },
    async (request) => {
      const brand = config.brands[brandOfRequest(request, config.secondBrandHosts)];
      const session = signedIn.sessionOf(request);
      await emailChange.changeEmail(session, request.body, { brandName: brand.name });
      await security?.record(session.userId, 'email-changed', clientInfoOf(request));
      return success(null);
    },
  );

  // Public: the link of the notice to the old address. Tenant-scoped by the `Tenant-Id` header.
  app.post(
    paths.undoEmailChange,
    {
      schema: {
        body: undoEmailChangeRequestSchema,
        response: { 200: undoEmailChangeResponseSchema },
      },
    },
    async (request) => {
      await emailChange.undoChange(requesterOf(request, config).tenantId, request.body.token);
      return success(null);
    },
  );
};
