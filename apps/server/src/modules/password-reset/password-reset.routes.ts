import {
  resetCodeRequestSchema,
  resetCodeResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  type ApiPaths,
} from '@account-centre/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#config/index.ts';
import { requesterOf } from '#lib/brand.ts';
import { clientInfoOf } from '#lib/client-info.ts';
import { success } from '#lib/envelope.ts';
import type { PasswordResetService } from '#modules/password-reset/password-reset.service.ts';

export const passwordResetRoutes: FastifyPluginAsyncZod<{
  paths: ApiPaths;
  passwordReset: PasswordResetService;
  config: Pick<Config, 'brands' | 'secondBrandHosts'>;
}> = async (app, { paths, passwordReset, config }) => {
  app.post(
    paths.resetPasswordCode,
    { schema: { body: resetCodeRequestSchema, response: { 200: resetCodeResponseSchema } } },
    async (request) =>
      success(await passwordReset.sendCode(request.body, requesterOf(request, config))),
  );

  app.post(
    paths.resetPassword,
    {
      schema: { body: resetPasswordRequestSchema, response: { 200: resetPasswordResponseSchema } },
    },
    async (request) => {
      await passwordReset.resetPassword(request.body, {
        ...requesterOf(request, config),
        client: clientInfoOf(request),
      });
      return success(null);
    },
  );
};
