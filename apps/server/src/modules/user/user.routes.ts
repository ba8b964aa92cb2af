import { userInfoResponseSchema, type ApiPaths } from '@account-centre/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '#lib/envelope.ts';
import type { AuthService } from '#modules/auth/auth.service.ts';
import type { UserService } from '#modules/user/user.service.ts';

export const userRoutes: FastifyPluginAsyncZod<{
  paths: ApiPaths;
  auth: AuthService;
  users: UserService;
}> = async (app, { paths, auth, users }) => {
  app.get(
    paths.userInfo,
    { schema: { response: { 200: userInfoResponseSchema } } },
    async (request, reply) => {
      const session = await auth.authenticateRequest(request);
      reply.header('cache-control', 'no-store');
      return success(await users.info(session.userId));
    },
  );
};
