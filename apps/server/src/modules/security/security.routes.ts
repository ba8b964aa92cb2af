import {
  activityResponseSchema,
  endSessionRequestSchema,
  endSessionsResponseSchema,
  logoutResponseSchema,
  sessionsResponseSchema,
  type ApiPaths,
} from '@account-centre/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientInfoOf } from '#lib/client-info.ts';
import { success } from '#lib/envelope.ts';
import type { AuthService } from '#modules/auth/auth.service.ts';
import type { SecurityService } from '#modules/security/security.service.ts';
import { requireSession } from '#plugins/require-session.ts';

/** Issue 24: the account's activity log and signed-in devices. */
export const securityRoutes: FastifyPluginAsyncZod<{
  paths: ApiPaths;
  auth: AuthService;
  security: SecurityService;
}> = async (app, { paths, auth, security }) => {
  const signedIn = requireSession((request) => auth.authenticateRequest(request));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    paths.activity,
    { onRequest: signedIn.onRequest, schema: { response: { 200: activityResponseSchema } } },
    async (request) => success({ events: await security.activity(signedIn.sessionOf(request)) }),
  );

  app.get(
    paths.sessions,
    { onRequest: signedIn.onRequest, schema: { response: { 200: sessionsResponseSchema } } },
    async (request) => success({ sessions: await security.devices(signedIn.sessionOf(request)) }),
  );

  app.post(
    paths.endSession,
    {
      onRequest: signedIn.onRequest,
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
    { onRequest: signedIn.onRequest, schema: { response: { 200: endSessionsResponseSchema } } },
    async (request) => {
      const ended = await security.endOtherSessions(
        signedIn.sessionOf(request),
        clientInfoOf(request),
      );
      return success({ ended });
    },
  );
};
