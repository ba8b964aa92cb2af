import {
  consoleAuditResponseSchema,
  consoleDoneResponseSchema,
  consoleMeResponseSchema,
  consolePaths,
  consoleSignInRequestSchema,
  consoleSignInResponseSchema,
  consoleTotpRequestSchema,
  consoleUserActionRequestSchema,
  consoleUserDetailResponseSchema,
  consoleUserParamsSchema,
  consoleUserQuerySchema,
  consoleUserSearchQuerySchema,
  consoleUserSearchResponseSchema,
} from '@account-centre/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientInfoOf } from '#lib/client-info.ts';
import { success } from '#lib/envelope.ts';
import {
  clearConsoleCookie,
  consoleGuard,
  setConsoleCookie,
} from '#modules/console/console.guard.ts';
import type { ConsoleService } from '#modules/console/console.service.ts';
import type { StaffService } from '#modules/console/staff.service.ts';

/**
 * The support console's API (issue 26, decision 035) under `/console/api`: sign-in (password,
 * then authenticator code), the staff member, user accounts and their actions, the audit.
 */
export const consoleRoutes: FastifyPluginAsyncZod<{
  staff: StaffService;
  console: ConsoleService;
  authHeader: string;
  sessionMaxSeconds: number;
}> = async (app, { staff, console: service, authHeader, sessionMaxSeconds }) => {
  const guard = consoleGuard(staff, authHeader);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    consolePaths.signIn,
    {
      // Even the sign-in is refused to a user's or relying party's token.
      preParsing: guard.refuseForeignTokens,
      schema: { body: consoleSignInRequestSchema, response: { 200: consoleSignInResponseSchema } },
    },
    async (request, reply) => {
      const { token, csrfToken, secondFactorDone } = await staff.signIn(
        request.body.email,
        request.body.password,
        clientInfoOf(request),
        request.body.code,
      );
      setConsoleCookie(reply, token, sessionMaxSeconds);
      return success({ secondFactorRequired: !secondFactorDone, csrfToken });
    },
  );

  app.post(
    consolePaths.signInTotp,
    {
      preParsing: guard.require({ secondFactor: false }),
      schema: { body: consoleTotpRequestSchema, response: { 200: consoleSignInResponseSchema } },
    },
    async (request, reply) => {
      const { token, csrfToken } = await staff.secondFactor(
        guard.sessionOf(request),
        request.body.code,
        clientInfoOf(request),
      );
      setConsoleCookie(reply, token, sessionMaxSeconds);
      return success({ secondFactorRequired: false, csrfToken });
    },
  );

  app.post(
    consolePaths.signOut,
    {
      preParsing: guard.require({ secondFactor: false }),
      schema: { response: { 200: consoleDoneResponseSchema } },
    },
    async (request, reply) => {
      await staff.signOut(guard.sessionOf(request), clientInfoOf(request));
      clearConsoleCookie(reply);
      return success(null);
    },
  );

  app.get(
    consolePaths.me,
    { preParsing: guard.require(), schema: { response: { 200: consoleMeResponseSchema } } },
    async (request) => success(staff.view(guard.sessionOf(request))),
  );

  app.get(
    consolePaths.users,
    {
      preParsing: guard.require(),
      schema: {
        querystring: consoleUserSearchQuerySchema,
        response: { 200: consoleUserSearchResponseSchema },
      },
    },
    async (request) =>
      success({
        users: await service.search(
          guard.sessionOf(request),
          request.query.tenant,
          request.query.account,
          clientInfoOf(request),
        ),
      }),
  );

  app.get(
    consolePaths.user,
    {
      preParsing: guard.require(),
      schema: {
        params: consoleUserParamsSchema,
        querystring: consoleUserQuerySchema,
        response: { 200: consoleUserDetailResponseSchema },
      },
    },
    async (request) =>
      success(
        await service.detail(
          guard.sessionOf(request),
          request.query.tenant,
          request.params.userId,
          clientInfoOf(request),
        ),
      ),
  );

  app.post(
    consolePaths.userAction,
    {
      preParsing: guard.require(),
      schema: {
        params: consoleUserParamsSchema,
        body: consoleUserActionRequestSchema,
        response: { 200: consoleUserSearchResponseSchema },
      },
    },
    async (request) => {
      const user = await service.act(
        guard.sessionOf(request),
        request.body.tenant,
        request.params.userId,
        request.body.action,
        clientInfoOf(request),
      );
      return success({ users: [user] });
    },
  );

  app.get(
    consolePaths.audit,
    {
      preParsing: guard.require({ admin: true }),
      schema: { response: { 200: consoleAuditResponseSchema } },
    },
    async () => success({ entries: await service.audit() }),
  );
};
