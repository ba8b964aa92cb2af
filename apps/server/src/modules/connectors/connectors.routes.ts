import {
  authCodeResponseSchema,
  CONNECTOR_BINDING_COOKIE,
  connectorLinkExistingCodeRequestSchema,
  connectorLinkExistingRequestSchema,
  connectorLinkRequestSchema,
  connectorLinkResponseSchema,
  connectorNextResponseSchema,
  connectorRegisterRequestSchema,
  connectorsResponseSchema,
  connectorTicketRequestSchema,
  connectorTicketResponseSchema,
  connectorUnlinkRequestSchema,
  connectorUnlinkResponseSchema,
  countryCodeSchema,
  linkedIdentitiesResponseSchema,
  type ConnectorPaths,
} from '@account-centre/contract';
import { parse, serialize } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { Config } from '#config/index.ts';
import { requesterOf } from '#lib/brand.ts';
import { clientInfoOf } from '#lib/client-info.ts';
import { success } from '#lib/envelope.ts';
import { newToken } from '#lib/secrets.ts';
import { deviceTokenOf, setDeviceCookie } from '#modules/auth/known-devices.ts';
import type {
  ConnectorsService,
  LinkExistingContext,
} from '#modules/connectors/connectors.service.ts';
import { relyingPartyOf } from '#modules/credentials/relying-party.ts';
import type { StepUpService } from '#modules/step-up/step-up.service.ts';
import type { UserRequestAuthentication } from '#modules/user/user.service.ts';
import { requireSession } from '#plugins/require-session.ts';

const BINDING_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The browser's binding cookie (decision 050), when it carries a well-formed one. */
export function bindingOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  const value = header === undefined ? undefined : parse(header)[CONNECTOR_BINDING_COOKIE];
  return value !== undefined && BINDING_PATTERN.test(value) ? value : undefined;
}

/**
 * The binding cookie: random, HttpOnly, Secure, for the whole site (the callback and the API calls
 * that use its ticket read it). SameSite=None, because Apple's form_post comes back as a
 * cross-site POST (a Lax cookie would not be sent); it proves the browser, it authorizes nothing
 * without the flow's state or ticket. Kept while the browser has one, so two tabs share it.
 */
function bindBrowser(request: FastifyRequest, reply: FastifyReply): string {
  const binding = bindingOf(request) ?? newToken();
  reply.header(
    'set-cookie',
    serialize(CONNECTOR_BINDING_COOKIE, binding, {
      httpOnly: true,
      secure: true,
      sameSite: 'none',
      path: '/',
      maxAge: 60 * 60,
    }),
  );
  return binding;
}

function asParameters(value: unknown): Record<string, string> {
  const parameters: Record<string, string> = {};
  if (typeof value !== 'object' || value === null) return parameters;
  for (const [name, entry] of Object.entries(value)) {
    if (typeof entry === 'string') parameters[name] = entry;
  }
  return parameters;
}

/**
 * Sign-in with another identity provider (decision 050): the public list of a tenant's buttons,
 * the browser's navigations to and back from the upstream, the web app's continuation with the
 * callback's ticket, and the account's linked identities (Home).
 */
export const connectorsRoutes: FastifyPluginAsyncZod<{
  paths: ConnectorPaths;
  auth: UserRequestAuthentication;
  connectors: ConnectorsService;
  stepUp: StepUpService;
  config: Pick<Config, 'brands' | 'secondBrandHosts' | 'passkeyRpIds' | 'passkeyOrigins'>;
}> = async (app, { paths, auth, connectors, stepUp, config }) => {
  const linkContext = (request: FastifyRequest): LinkExistingContext => {
    const { tenantId, brandName, clientIp } = requesterOf(request, config);
    return {
      tenantId,
      brandName,
      clientIp,
      client: clientInfoOf(request),
      rp: relyingPartyOf(request, config),
    };
  };
  const signedIn = requireSession((request) => auth.authenticateRequest(request));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    paths.connectors,
    {
      schema: {
        querystring: z.object({ country: z.optional(countryCodeSchema) }),
        response: { 200: connectorsResponseSchema },
      },
    },
    async (request) =>
      success({ connectors: await connectors.enabled(request.tenantId, request.query.country) }),
  );

  app.get(
    paths.connectorStart,
    {
      schema: {
        querystring: z.object({
          connector: z.optional(z.string().check(z.maxLength(64))),
          flow: z.optional(z.string().check(z.maxLength(128))),
        }),
      },
    },
    async (request, reply) => {
      const binding = bindBrowser(request, reply);
      const { connector, flow } = request.query;
      const answer =
        flow === undefined
          ? await connectors.start(connector ?? '', binding)
          : await connectors.startLink(flow, binding);
      return reply.redirect(answer.redirectTo, 303);
    },
  );

  const callback = async (request: FastifyRequest, reply: FastifyReply) => {
    const parameters =
      request.method === 'POST' ? asParameters(request.body) : asParameters(request.query);
    const answer = await connectors.callback(parameters, bindingOf(request), clientInfoOf(request));
    return reply.redirect(answer.redirectTo, 303);
  };
  app.get(paths.connectorCallback, callback);
  app.post(paths.connectorCallback, callback);

  app.post(
    paths.connectorTicket,
    {
      schema: {
        body: connectorTicketRequestSchema,
        response: { 200: connectorTicketResponseSchema },
      },
    },
    async (request) =>
      success(await connectors.describeTicket(request.body.ticket, bindingOf(request))),
  );

  app.post(
    paths.connectorRegister,
    {
      schema: {
        body: connectorRegisterRequestSchema,
        response: { 200: connectorNextResponseSchema },
      },
    },
    async (request, reply) => {
      const device = deviceTokenOf(request);
      await connectors.register(request.body, bindingOf(request), {
        tenantId: request.tenantId,
        deviceToken: device.token,
        client: clientInfoOf(request),
      });
      setDeviceCookie(reply, device.token);
      return success({ outcome: 'sign-in' as const });
    },
  );

  app.post(
    paths.connectorLinkExisting,
    {
      schema: {
        body: connectorLinkExistingRequestSchema,
        response: { 200: connectorNextResponseSchema },
      },
    },
    async (request) => {
      await connectors.linkExisting(request.body, bindingOf(request), linkContext(request));
      return success({ outcome: 'sign-in' as const });
    },
  );

  app.post(
    paths.connectorLinkExistingCode,
    {
      schema: {
        body: connectorLinkExistingCodeRequestSchema,
        response: { 200: authCodeResponseSchema },
      },
    },
    async (request) =>
      success(
        await connectors.sendLinkExistingCode(request.body, bindingOf(request), {
          ...linkContext(request),
          language: request.body.language,
        }),
      ),
  );

  app.get(
    paths.connectorIdentities,
    {
      preParsing: signedIn.preParsing,
      schema: { response: { 200: linkedIdentitiesResponseSchema } },
    },
    async (request) =>
      success({ identities: await connectors.identities(signedIn.sessionOf(request).userId) }),
  );

  app.post(
    paths.connectorLink,
    {
      schema: { body: connectorLinkRequestSchema, response: { 200: connectorLinkResponseSchema } },
    },
    async (request) => {
      const { session } = await auth.authenticateUser(request);
      // A fresh password or authenticator code, not only a recent sign-in (decision 038).
      const { connectorId, ...proof } = request.body;
      await stepUp.require(session, proof, clientInfoOf(request));
      return success({
        url: await connectors.beginLink(session.userId, request.tenantId, connectorId),
      });
    },
  );

  app.post(
    paths.connectorUnlink,
    {
      preParsing: signedIn.preParsing,
      schema: {
        body: connectorUnlinkRequestSchema,
        response: { 200: connectorUnlinkResponseSchema },
      },
    },
    async (request) => {
      await connectors.unlink(
        signedIn.sessionOf(request).userId,
        request.body.id,
        clientInfoOf(request),
      );
      return success(null);
    },
  );
};
