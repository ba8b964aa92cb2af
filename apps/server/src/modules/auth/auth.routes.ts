import {
  logoutResponseSchema,
  tokenRequestSchema,
  tokenResponseSchema,
  type ApiPaths,
} from '@account-centre/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appError } from '#lib/app-error.ts';
import { success } from '#lib/envelope.ts';
import { fieldIssues, validationAppError } from '#lib/validation-error.ts';
import { authenticateClient, type RegisteredClient } from '#modules/auth/client-auth.ts';
import type { AuthService } from '#modules/auth/auth.service.ts';

const GRANT_TYPES = new Set(['password', 'refresh_token']);

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export const authRoutes: FastifyPluginAsyncZod<{
  paths: ApiPaths;
  auth: AuthService;
  clients: readonly RegisteredClient[];
}> = async (app, { paths, auth, clients }) => {
  /**
   * The token call: fields as query parameters (spec §7) or as a form body (RFC 6749); a field
   * in the body wins over the same field in the query. Its query string is never logged (see
   * the request serializer in app.ts).
   */
  app.post(
    paths.token,
    { schema: { response: { 200: tokenResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      let clientId: string;
      try {
        clientId = authenticateClient(request.headers.authorization, clients);
      } catch (error) {
        reply.header('www-authenticate', 'Basic realm="token", charset="UTF-8"');
        throw error;
      }
      const input = { ...asRecord(request.query), ...asRecord(request.body) };
      const grantType = input.grant_type;
      if (grantType === undefined) throw appError('badRequest', 'grant_type: required');
      if (typeof grantType !== 'string' || !GRANT_TYPES.has(grantType)) {
        throw appError('unsupportedGrantType');
      }
      const parsed = tokenRequestSchema.safeParse(input);
      if (!parsed.success)
        throw validationAppError(fieldIssues(parsed.error.issues), 'token request');
      const grant = parsed.data;
      return grant.grant_type === 'password'
        ? auth.passwordGrant(grant.username, grant.password, clientId)
        : auth.refreshGrant(grant.refresh_token, clientId);
    },
  );

  /** Logout: ends the session of the `{Brand}-Auth` token at once. */
  app.get(
    paths.logout,
    { schema: { response: { 200: logoutResponseSchema } } },
    async (request, reply) => {
      const session = await auth.authenticateRequest(request);
      await auth.logout(session);
      reply.header('cache-control', 'no-store');
      return success(null);
    },
  );
};
