import type { UserRequestAuthentication } from '#modules/user/user.service.ts';
import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  type ApiPaths,
} from '@account-centre/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#config/index.ts';
import { brandOfRequest } from '#lib/brand.ts';
import { clientInfoOf } from '#lib/client-info.ts';
import { success } from '#lib/envelope.ts';
import type { PasswordChangeService } from '#modules/password-change/password-change.service.ts';
import type { SecurityService } from '#modules/security/security.service.ts';
import { requireSession } from '#plugins/require-session.ts';

export const passwordChangeRoutes: FastifyPluginAsyncZod<{
  paths: ApiPaths;
  auth: UserRequestAuthentication;
  passwordChange: PasswordChangeService;
  config: Pick<Config, 'brands' | 'secondBrandHosts'>;
  /** Issue 24: the activity log. */
  security?: SecurityService;
}> = async (app, { paths, auth, passwordChange, config, security }) => {
  const signedIn = requireSession((request) => auth.authenticateRequest(request));

  app.post(
    paths.changePassword,
    {
      preParsing: signedIn.preParsing,
      schema: {
        body: changePasswordRequestSchema,
        response: { 200: changePasswordResponseSchema },
      },
    },
    async (request) => {
      const session = signedIn.sessionOf(request);
      await passwordChange.changePassword(session, request.body, {
        brandName: config.brands[brandOfRequest(request, config.secondBrandHosts)].name,
      });
      await security?.record(session.userId, 'password-changed', clientInfoOf(request));
      return success(null);
    },
  );
};
