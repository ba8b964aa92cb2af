import type { UserRequestAuthentication } from '#modules/user/user.service.ts';
import {
  activityResponseSchema,
  endOtherSessionsRequestSchema,
  endSessionRequestSchema,
  endSessionsResponseSchema,
  logoutResponseSchema,
  sessionsResponseSchema,
  totpConfirmRequestSchema,
  totpConfirmResponseSchema,
  totpDisableRequestSchema,
  totpSetupResponseSchema,
  totpStatusResponseSchema,
  type ApiPaths,
} from '@account-centre/contract';
import type { Config } from '#config/index.ts';
import { brandOfRequest } from '#lib/brand.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientInfoOf } from '#lib/client-info.ts';
import { success } from '#lib/envelope.ts';
import type { SecurityService } from '#modules/security/security.service.ts';
import type { TotpService } from '#modules/security/totp.service.ts';
import type { StepUpService } from '#modules/step-up/step-up.service.ts';
import { requireSession } from '#plugins/require-session.ts';

/** Issue 24: the account's activity log, signed-in devices and authenticator app. */
export const securityRoutes: FastifyPluginAsyncZod<{
  paths: ApiPaths;
  auth: UserRequestAuthentication;
  security: SecurityService;
  totp: TotpService;
  stepUp: StepUpService;
  config: Pick<Config, 'brands' | 'secondBrandHosts'>;
}> = async (app, { paths, auth, security, totp, stepUp, config }) => {
  const signedIn = requireSession((request) => auth.authenticateRequest(request));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    paths.activity,
    { preParsing: signedIn.preParsing, schema: { response: { 200: activityResponseSchema } } },
    async (request) => success({ events: await security.activity(signedIn.sessionOf(request)) }),
  );

  app.get(
    paths.sessions,
    { preParsing: signedIn.preParsing, schema: { response: { 200: sessionsResponseSchema } } },
    async (request) => success({ sessions: await security.devices(signedIn.sessionOf(request)) }),
  );

  app.post(
    paths.endSession,
    {
      preParsing: signedIn.preParsing,
      schema: { body: endSessionRequestSchema, response: { 200: logoutResponseSchema } },
    },
    async (request) => {
      await security.endSession(
        signedIn.sessionOf(request),
        request.body.sessionId,
        clientInfoOf(request),
      );
      return success(null);
    },
  );

  app.post(
    paths.endOtherSessions,
    {
      preParsing: signedIn.preParsing,
      schema: {
        body: endOtherSessionsRequestSchema,
        response: { 200: endSessionsResponseSchema },
      },
    },
    async (request) => {
      const session = signedIn.sessionOf(request);
      await stepUp.require(session, request.body, clientInfoOf(request));
      const ended = await security.endOtherSessions(session, clientInfoOf(request));
      return success({ ended });
    },
  );

  app.get(
    paths.totp,
    { preParsing: signedIn.preParsing, schema: { response: { 200: totpStatusResponseSchema } } },
    async (request) => success(await totp.status(signedIn.sessionOf(request).userId)),
  );

  app.post(
    paths.totpSetup,
    { schema: { response: { 200: totpSetupResponseSchema } } },
    async (request) => {
      const { session, user } = await auth.authenticateUser(request);
      const brand = config.brands[brandOfRequest(request, config.secondBrandHosts)];
      // The app lists the entry as "<brand>: <e-mail or product ID>".
      return success(await totp.setup(session, user.email ?? user.productId, brand.name));
    },
  );

  app.post(
    paths.totpConfirm,
    {
      preParsing: signedIn.preParsing,
      schema: { body: totpConfirmRequestSchema, response: { 200: totpConfirmResponseSchema } },
    },
    async (request) => {
      const recoveryCodes = await totp.confirm(
        signedIn.sessionOf(request),
        request.body.code,
        clientInfoOf(request),
      );
      return success({ recoveryCodes });
    },
  );

  app.post(
    paths.totpDisable,
    {
      preParsing: signedIn.preParsing,
      schema: { body: totpDisableRequestSchema, response: { 200: logoutResponseSchema } },
    },
    async (request) => {
      const session = signedIn.sessionOf(request);
      await stepUp.require(session, request.body, clientInfoOf(request));
      await totp.disable(session, clientInfoOf(request));
      return success(null);
    },
  );
};
