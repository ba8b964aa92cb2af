import { publicKeyResponseSchema, type ApiPaths } from '@account-centre/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '#lib/envelope.ts';
import type { KeyRing } from '#modules/keys/key-ring.service.ts';

export const keysRoutes: FastifyPluginAsyncZod<{ paths: ApiPaths; keys: KeyRing }> = async (
  app,
  { paths, keys },
) => {
  /**
   * Spec §7 `publickey` (POST, no body): the current encryption key and the server's clock. It
   * needs no context header or signature, which are built with it.
   */
  app.post(
    paths.publicKey,
    { schema: { response: { 200: publicKeyResponseSchema } } },
    async (_request, reply) => {
      const key = await keys.currentPublicKey();
      reply.header('cache-control', 'no-store');
      return success({ ...key, serverTime: Date.now() });
    },
  );
};
