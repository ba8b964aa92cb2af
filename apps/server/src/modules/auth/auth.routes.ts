import {
  authCodeRequestSchema,
  authCodeResponseSchema,
  CODE_GRANT_TYPE,
  CONNECTOR_GRANT_TYPE,
  DOUBLE_CHECK_GRANT_TYPE,
  GRANT_TYPES,
  SECOND_FACTOR_GRANT_TYPE,
  PASSKEY_GRANT_TYPE,
  signOutResponseSchema,
  TARGET_CLIENT_HEADER,
  tokenRequestSchema,
  tokenResponseSchema,
  type ApiPaths,
  type DoubleCheckAnswer,
  type SecondFactorAnswer,
  type TokenPair,
} from '@account-centre/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#config/index.ts';
import { appError, type AppError } from '#lib/app-error.ts';
import { clientInfoOf } from '#lib/client-info.ts';
import { requesterOf } from '#lib/brand.ts';
import { success } from '#lib/envelope.ts';
import { fieldIssues, validationAppError, type FieldIssue } from '#lib/validation-error.ts';
import {
  assertGrantAllowed,
  assertTargetClient,
  authenticateClient,
  type RegisteredClient,
} from '#modules/auth/client-auth.ts';
import type { AuthService } from '#modules/auth/auth.service.ts';
import { deviceTokenOf, setDeviceCookie } from '#modules/auth/known-devices.ts';
import { relyingPartyOf } from '#modules/credentials/relying-party.ts';
import type { GrantContext, SignInService } from '#modules/auth/sign-in.service.ts';
import type { SignInActivity } from '#modules/auth/sign-in.ports.ts';
import type { UserRequestAuthentication } from '#modules/user/user.service.ts';
import { countSignIn, type AppMetrics } from '#plugins/metrics.ts';

const grantTypes = new Set<string>(GRANT_TYPES);

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * The token call's own reading of a bad field: a password that cannot be right (empty, over 256
 * characters) is the spec's 10009 `Invalid password`, a malformed code the token text 40013; a
 * missing field and everything else as in every other call.
 */
function tokenRequestError(
  issues: readonly FieldIssue[],
  input: Record<string, unknown>,
): AppError {
  const field = issues[0]?.field;
  if (field === 'password' && typeof input.password === 'string') {
    return appError('invalidPassword');
  }
  if (field === 'code' && typeof input.code === 'string') {
    return appError('invalidOrExpiredVerification');
  }
  return validationAppError(issues, 'token request');
}

export const authRoutes: FastifyPluginAsyncZod<{
  paths: ApiPaths;
  auth: AuthService;
  /** The session floor's authentication of a signed-in call (logout). */
  requestAuthentication: UserRequestAuthentication;
  signIn: SignInService;
  clients: readonly RegisteredClient[];
  config: Pick<Config, 'brands' | 'secondBrandHosts' | 'passkeyRpIds' | 'passkeyOrigins'>;
  metrics: AppMetrics;
  /** Is this a registered relying party (a valid `target-client-id`: shop login)? */
  isRegisteredClient?: (clientId: string) => Promise<boolean>;
  /** Issue 24: each sign-in's session records its device, and the activity log the event. */
  security?: SignInActivity;
  /**
   * Decision 050: `grant_type=connector`, the ticket of another provider's callback (bound to
   * this browser's cookie, read from `request`); answers the sign-in and the connector's slug.
   */
  connectorGrant?: (
    request: FastifyRequest,
    ticket: string,
    context: GrantContext,
  ) => Promise<{ answer: TokenPair | DoubleCheckAnswer | SecondFactorAnswer; connector: string }>;
}> = async (
  app,
  {
    paths,
    auth,
    requestAuthentication,
    signIn,
    clients,
    config,
    metrics,
    isRegisteredClient,
    security,
    connectorGrant,
  },
) => {
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
      if (typeof grantType !== 'string' || !grantTypes.has(grantType)) {
        throw appError('unsupportedGrantType');
      }
      assertGrantAllowed(clients, clientId, grantType);
      const target = request.headers[TARGET_CLIENT_HEADER.toLowerCase()];
      // A registered relying party is a valid target too (the web app signing in for the shop).
      // The web app names itself on every call: a client of `clients` needs no database lookup.
      const listed = clients.some((client) => client.clientId === target);
      if (!listed && (typeof target !== 'string' || !(await isRegisteredClient?.(target)))) {
        assertTargetClient(target, clients);
      }
      const parsed = tokenRequestSchema.safeParse(input);
      if (!parsed.success) throw tokenRequestError(fieldIssues(parsed.error.issues), input);
      const grant = parsed.data;
      // The device cookie (decision 026): the double check's risk, renewed by every sign-in.
      const device = deviceTokenOf(request);
      const client = clientInfoOf(request);
      const context = { clientId, tenantId: request.tenantId, deviceToken: device.token, client };
      const signedIn = async <T extends object>(
        answer: T,
        connector?: string,
        recorded = false,
      ): Promise<T> => {
        if ('access_token' in answer) {
          setDeviceCookie(reply, device.token);
          // Decision 060: the password grant wrote its event and session details itself.
          if (typeof answer.access_token === 'string' && !recorded) {
            await security?.signedIn(answer.access_token, client, connector);
          }
        }
        return answer;
      };
      switch (grant.grant_type) {
        case 'password':
          return signedIn(
            await countSignIn(metrics, 'password', signIn.passwordGrant(grant, context)),
            undefined,
            signIn.recordsPasswordSignIns,
          );
        case CODE_GRANT_TYPE:
          return signedIn(
            await countSignIn(metrics, CODE_GRANT_TYPE, signIn.codeGrant(grant, context)),
          );
        case DOUBLE_CHECK_GRANT_TYPE:
          return signedIn(
            await countSignIn(
              metrics,
              DOUBLE_CHECK_GRANT_TYPE,
              signIn.doubleCheckGrant(grant, context),
            ),
          );
        case SECOND_FACTOR_GRANT_TYPE:
          return signedIn(
            await countSignIn(
              metrics,
              SECOND_FACTOR_GRANT_TYPE,
              signIn.secondFactorGrant(grant, context),
            ),
          );
        case PASSKEY_GRANT_TYPE:
          return signedIn(
            await countSignIn(
              metrics,
              PASSKEY_GRANT_TYPE,
              signIn.passkeyGrant(grant, { ...context, rp: relyingPartyOf(request, config) }),
            ),
          );
        case CONNECTOR_GRANT_TYPE: {
          if (!connectorGrant) throw appError('unsupportedGrantType');
          let connector: string | undefined;
          const answer = await countSignIn(
            metrics,
            CONNECTOR_GRANT_TYPE,
            connectorGrant(request, grant.connector_ticket, context).then((result) => {
              connector = result.connector;
              return result.answer;
            }),
          );
          return signedIn(answer, connector);
        }
        case 'refresh_token':
          return auth.refreshGrant(grant.refresh_token, clientId, request.tenantId, client.ip);
      }
    },
  );

  /**
   * Sends a sign-in code: `login` to an account, `double-check` to the account of a live ticket.
   * Called by the browser like the registration code call: no client authentication.
   */
  app.post(
    paths.oauthEmail,
    { schema: { body: authCodeRequestSchema, response: { 200: authCodeResponseSchema } } },
    async (request) => success(await signIn.sendCode(request.body, requesterOf(request, config))),
  );

  /**
   * Logout: ends the session of the `{Brand}-Auth` token at once, with the provider sessions it
   * started and their relying parties' tokens (decision 040; no provider cookie needed). When apps
   * with a front-channel logout URL held a session there, the answer names the signed-out page
   * that tells them (decision 062).
   */
  app.get(
    paths.logout,
    { schema: { response: { 200: signOutResponseSchema } } },
    async (request, reply) => {
      const session = await requestAuthentication.authenticateRequest(request);
      const signedOutUrl = await auth.logout(session);
      reply.header('cache-control', 'no-store');
      return success(signedOutUrl === undefined ? null : { signedOutUrl });
    },
  );
};
