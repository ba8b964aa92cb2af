import type { UserRequestAuthentication } from '#modules/user/user.service.ts';
import {
  logoutResponseSchema,
  passkeyOptionsResponseSchema,
  passkeyRegisterOptionsRequestSchema,
  passkeyRegisterRequestSchema,
  passkeyRemoveRequestSchema,
  passkeyRenameRequestSchema,
  passkeyResponseSchema,
  passkeysResponseSchema,
  type ApiPaths,
} from '@account-centre/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#config/index.ts';
import { clientInfoOf } from '#lib/client-info.ts';
import { success } from '#lib/envelope.ts';
import type { PasskeysService } from '#modules/passkeys/passkeys.service.ts';
import { relyingPartyOf } from '#modules/credentials/relying-party.ts';
import type { StepUpService } from '#modules/step-up/step-up.service.ts';
import { requireSession } from '#plugins/require-session.ts';

/**
 * Passkeys (issue 24, decision 034): the account's calls (first-party session) and the public
 * options of a passkey sign-in; the sign-in itself is the token call's `grant_type=passkey`.
 */
export const passkeysRoutes: FastifyPluginAsyncZod<{
  paths: ApiPaths;
  auth: UserRequestAuthentication;
  passkeys: PasskeysService;
  stepUp: StepUpService;
  config: Pick<Config, 'brands' | 'secondBrandHosts' | 'passkeyRpIds' | 'passkeyOrigins'>;
}> = async (app, { paths, auth, passkeys, stepUp, config }) => {
  const signedIn = requireSession((request) => auth.authenticateRequest(request));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    paths.passkeys,
    { preParsing: signedIn.preParsing, schema: { response: { 200: passkeysResponseSchema } } },
    async (request) =>
      success({ passkeys: await passkeys.list(signedIn.sessionOf(request).userId) }),
  );

  app.post(
    paths.passkeyRegisterOptions,
    {
      schema: {
        body: passkeyRegisterOptionsRequestSchema,
        response: { 200: passkeyOptionsResponseSchema },
      },
    },
    async (request) => {
      const { session, user } = await auth.authenticateUser(request);
      // A fresh password or authenticator code, not only a recent sign-in (decision 038).
      await stepUp.require(session, request.body, clientInfoOf(request));
      const name = user.email ?? user.phone ?? user.productId;
      return success(
        await passkeys.registrationOptions(
          session,
          { name, tenantId: request.tenantId },
          relyingPartyOf(request, config),
        ),
      );
    },
  );

  app.post(
    paths.passkeyRegister,
    {
      preParsing: signedIn.preParsing,
      schema: { body: passkeyRegisterRequestSchema, response: { 200: passkeyResponseSchema } },
    },
    async (request) => {
      const passkey = await passkeys.register(
        signedIn.sessionOf(request),
        { ...request.body, tenantId: request.tenantId },
        relyingPartyOf(request, config),
        clientInfoOf(request),
      );
      return success({ passkey });
    },
  );

  app.post(
    paths.passkeyRename,
    {
      preParsing: signedIn.preParsing,
      schema: { body: passkeyRenameRequestSchema, response: { 200: passkeyResponseSchema } },
    },
    async (request) => {
      const { userId } = signedIn.sessionOf(request);
      return success({
        passkey: await passkeys.rename(userId, request.body.id, request.body.name),
      });
    },
  );

  app.post(
    paths.passkeyRemove,
    {
      preParsing: signedIn.preParsing,
      schema: { body: passkeyRemoveRequestSchema, response: { 200: logoutResponseSchema } },
    },
    async (request) => {
      const { userId } = signedIn.sessionOf(request);
      await passkeys.remove(userId, request.body.id, clientInfoOf(request));
      return success(null);
    },
  );

  /** Public, like the token call it leads to; covered by the outer per-IP limit. */
  app.post(
    paths.passkeySignInOptions,
    { schema: { response: { 200: passkeyOptionsResponseSchema } } },
    async (request) =>
      success(await passkeys.signInOptions(request.tenantId, relyingPartyOf(request, config))),
  );
};
