import { userInfoResponseSchema, type ApiPaths } from '@account-centre/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '#lib/envelope.ts';
import { userInfoOf, type UserRequestAuthentication } from '#modules/user/user.service.ts';

export const userRoutes: FastifyPluginAsyncZod<{
  paths: ApiPaths;
  auth: UserRequestAuthentication;
}> = async (app, { paths, auth }) => {
  app.get(
    paths.userInfo,
    { schema: { response: { 200: userInfoResponseSchema } } },
    async (request, reply) => {
      // The session and its account in one query (the account is gone → 40100, as before).
      const { user } = await auth.authenticateUser(request);
      reply.header('cache-control', 'no-store');
      return success(userInfoOf(user));
    },
  );
};
