import formbody from '@fastify/formbody';
import {
  apiPaths,
  authHeaderName,
  connectorPaths,
  managementPaths,
} from '@account-centre/contract';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { composeServices, type CompositionOptions } from '#composition.ts';
import type { Config } from '#config/index.ts';
import { loggerOptions, registerRequestScope, REQUEST_ID_HEADER } from '#lib/logging.ts';
import { RedisCounters } from '#lib/redis-counters.ts';
import { registerAccountProbeCap } from '#modules/account-probe/account-probe-limiter.ts';
import { accountDeletionConsoleRoutes } from '#modules/account-deletion/account-deletion-console.routes.ts';
import { accountDeletionRoutes } from '#modules/account-deletion/account-deletion.routes.ts';
import { devErasureRoutes } from '#modules/account-deletion/dev-erasure.routes.ts';
import { authRoutes } from '#modules/auth/auth.routes.ts';
import { bindingOf, connectorsRoutes } from '#modules/connectors/connectors.routes.ts';
import { consoleAdminRoutes } from '#modules/console/console-admin.routes.ts';
import { consoleConnectorRoutes } from '#modules/console/console-connectors.routes.ts';
import { consoleMailPreviewRoutes } from '#modules/console/console-mail-preview.routes.ts';
import { consoleUserImportRoutes } from '#modules/console/console-user-imports.routes.ts';
import { consoleWebhookRoutes } from '#modules/console/console-webhooks.routes.ts';
import { consoleRoutes } from '#modules/console/console.routes.ts';
import { emailChangeRoutes } from '#modules/email-change/email-change.routes.ts';
import { keysRoutes } from '#modules/keys/keys.routes.ts';
import { legalRoutes } from '#modules/legal/legal.routes.ts';
import { managementRoutes } from '#modules/management/management.routes.ts';
import { oidcRoutes } from '#modules/oidc/oidc.routes.ts';
import { brandOfRequest } from '#lib/brand.ts';
import { outboxRoutes } from '#modules/outbox/outbox.routes.ts';
import { passwordChangeRoutes } from '#modules/password-change/password-change.routes.ts';
import { passwordResetRoutes } from '#modules/password-reset/password-reset.routes.ts';
import { registrationRoutes } from '#modules/registration/registration.routes.ts';
import { registerRequestSecurity } from '#modules/request-security/request-security.guard.ts';
import { registerSliderGuard } from '#modules/slider/slider.guard.ts';
import { passkeysRoutes } from '#modules/passkeys/passkeys.routes.ts';
import { securityRoutes } from '#modules/security/security.routes.ts';
import { sliderRoutes } from '#modules/slider/slider.routes.ts';
import { userRoutes } from '#modules/user/user.routes.ts';
import { registerCors } from '#plugins/cors.ts';
import { registerErrorHandler } from '#plugins/errors.ts';
import { registerHealth } from '#plugins/health.ts';
import { registerJsonBody } from '#plugins/json-body.ts';
import { registerMetrics } from '#plugins/metrics.ts';
import { registerOpenApi } from '#plugins/openapi.ts';
import { registerRateLimit } from '#plugins/rate-limit.ts';
import { registerRefuseNul } from '#plugins/refuse-nul.ts';
import { registerSecurityHeaders } from '#plugins/security-headers.ts';
import { registerTenant } from '#plugins/tenant.ts';
import { registerConsoleApp } from '#plugins/console-app.ts';
import { registerWebApp } from '#plugins/web-app.ts';

/** Request bodies larger than this are refused with 41300. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppOptions extends CompositionOptions {
  /** Where log lines go; standard output by default (tests capture them). */
  logStream?: { write(line: string): void };
  /**
   * Where the outer request limit counts without REDIS_URL: by default the database when
   * DATABASE_URL is set (instances share it), else the process. Tests choose.
   */
  rateLimitStore?: 'memory' | 'database';
  /** How often the outer limit's database counters sync (decision 042); tests choose. */
  rateLimitSyncMs?: number;
}

/** `TRUST_PROXY` for Fastify, whose types take a hop count only as a function of the hop. */
function trustedProxies(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/**
 * Builds the Fastify app without listening: the HTTP plumbing (plugins, hooks, body parsers) and
 * the routes, in the order the hooks must run, around the services composition.ts builds.
 */
export async function buildApp(options: AppOptions) {
  const { config, db } = options;
  const paths = apiPaths(config.brandSegment);
  const authHeader = authHeaderName(config.brandSegment);

  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    // `request.ip` (per-IP limits) is the client's, not the load balancer's, only if trusted.
    trustProxy: trustedProxies(config.trustProxy),
    // Request ids (`X-Request-Id`) and no secrets in the log: see lib/logging.ts.
    ...loggerOptions({
      level: config.logLevel,
      stream: options.logStream,
      tokenPath: paths.token,
      authHeader,
    }),
  }).withTypeProvider<ZodTypeProvider>();
  // First of all hooks: the lines logged while a request is answered carry its id.
  registerRequestScope(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const services = composeServices(options, app.log);

  registerErrorHandler(app, { accountProbes: services.accountProbes });
  registerAccountProbeCap(app, { paths, limiter: services.accountProbes });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  registerMetrics(app, { metrics: services.metrics, token: config.metricsToken });
  // REDIS_URL: the outer limit's shared counters, failing fast over to the database (decision 041).
  const redis =
    config.rateLimit.redisUrl === undefined || config.rateLimit.perMinute === 0
      ? undefined
      : new RedisCounters(config.rateLimit.redisUrl, app.log);
  if (redis) {
    app.addHook('onReady', async () => redis.settled());
    app.addHook('onClose', async () => redis.close());
  }
  registerHealth(app, db, {
    // Not ready while a stored key cannot be opened (decision 041).
    keys: async () => {
      await services.keys.currentPublicKey();
      await services.oidcHost.provider();
    },
    ...(redis ? { redis: () => redis.readiness() } : {}),
  });
  // Before the routes: the API document is collected as they are added.
  await registerOpenApi(app, config);
  await registerSecurityHeaders(app, config);
  // CORS_ORIGINS: a preflight is answered here, before the tenant and request-security hooks.
  await registerCors(app, config);
  // The outer per-IP, per-route limit, before anything else spends work on a request.
  await registerRateLimit(app, {
    config,
    db,
    ...(redis ? { redis } : {}),
    ...(options.rateLimitStore ? { store: options.rateLimitStore } : {}),
    ...(options.rateLimitSyncMs ? { syncIntervalMs: options.rateLimitSyncMs } : {}),
  });
  // Spec §6: every request's tenant, before anything else reads the request (40040 when unknown).
  registerTenant(app, config);
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  registerRefuseNul(app);
  registerJsonBody(app);
  // The message queue's worker (decision 044) runs while the app does; deliveries under way end
  // before the messenger closes.
  app.addHook('onReady', async () => services.messageQueue.start());
  app.addHook('onClose', async () => {
    await services.messageQueue.close();
    services.transport.close();
  });

  // Before the routes, which inherit their hooks. Request security runs first (`onRequest` and
  // `preValidation`), so a refused call never uses up a slider ticket (`preHandler`).
  registerRequestSecurity(app, {
    paths,
    settings: config.requestSecurity,
    ...services.requestSecurity,
  });
  const { slider, auth, oidc, requestAuthentication } = services;
  if (config.sliderRequired) registerSliderGuard(app, { paths, slider });
  await app.register(keysRoutes, { paths, keys: services.keys });
  await app.register(sliderRoutes, { paths, slider });
  await app.register(registrationRoutes, { paths, registration: services.registration, config });
  await app.register(authRoutes, {
    paths,
    auth,
    requestAuthentication,
    signIn: services.signIn,
    clients: services.clients,
    config,
    metrics: services.metrics,
    security: services.security,
    isRegisteredClient: async (clientId) =>
      (await services.oauthClients.find(clientId)) !== undefined,
    connectorGrant: (request, ticket, context) =>
      services.connectors.grant(ticket, bindingOf(request), context),
  });
  await app.register(connectorsRoutes, {
    paths: connectorPaths(config.brandSegment),
    auth: requestAuthentication,
    connectors: services.connectors,
    stepUp: services.stepUp,
    config,
  });
  await app.register(oidcRoutes, {
    paths,
    auth: requestAuthentication,
    oidc,
    host: services.oidcHost,
    pageBrand: (request) => {
      const key = brandOfRequest(request, config.secondBrandHosts);
      const { name, logoUrl, primaryColor } = config.brands[key];
      return { key, name, logoUrl, primaryColor };
    },
  });
  await app.register(userRoutes, { paths, auth: requestAuthentication });
  await app.register(securityRoutes, {
    paths,
    auth: requestAuthentication,
    security: services.security,
    totp: services.totp,
    stepUp: services.stepUp,
    config,
  });
  await app.register(passkeysRoutes, {
    paths,
    auth: requestAuthentication,
    passkeys: services.passkeys,
    stepUp: services.stepUp,
    config,
  });
  await app.register(passwordResetRoutes, { paths, passwordReset: services.passwordReset, config });
  await app.register(passwordChangeRoutes, {
    paths,
    auth: requestAuthentication,
    passwordChange: services.passwordChange,
    config,
    security: services.security,
  });
  await app.register(emailChangeRoutes, {
    paths,
    auth: requestAuthentication,
    emailChange: services.emailChange,
    config,
    security: services.security,
  });
  await app.register(legalRoutes, {
    paths,
    auth: requestAuthentication,
    legal: services.legal,
    config,
  });
  await app.register(accountDeletionRoutes, {
    paths,
    auth: requestAuthentication,
    deletion: services.deletion,
    dataExport: services.dataExport,
    config,
  });
  await app.register(consoleRoutes, {
    staff: services.staff,
    console: services.console,
    authHeader,
    sessionMaxSeconds: config.console.sessionMaxSeconds,
  });
  await app.register(accountDeletionConsoleRoutes, {
    staff: services.staff,
    deletions: services.consoleDeletions,
    authHeader,
  });
  await app.register(consoleMailPreviewRoutes, {
    staff: services.staff,
    renderer: services.mailRenderer,
    authHeader,
  });
  await app.register(consoleAdminRoutes, {
    staff: services.staff,
    ...services.consoleAdmin,
    appLanguages: config.appLanguages,
    authHeader,
  });
  await app.register(consoleWebhookRoutes, {
    staff: services.staff,
    webhooks: services.webhooks,
    authHeader,
  });
  await app.register(consoleUserImportRoutes, {
    staff: services.staff,
    imports: services.consoleImports,
    authHeader,
  });
  await app.register(consoleConnectorRoutes, {
    staff: services.staff,
    connectors: services.consoleConnectors,
    authHeader,
  });
  await app.register(managementRoutes, {
    paths: managementPaths(config.brandSegment),
    guard: services.management,
    console: services.console,
    legal: services.consoleAdmin.legal,
    passwordReset: services.passwordReset,
    webhooks: services.webhooks,
    deletions: services.consoleDeletions,
    config,
  });
  if (services.outbox) await app.register(outboxRoutes, { outbox: services.outbox });
  if (services.outbox) await app.register(devErasureRoutes, { deletion: services.deletion });
  await registerConsoleApp(app, config);
  await registerWebApp(app, config);
  // Decision 050: the CONNECTORS variable's connectors, added or updated at every start.
  for (const connector of config.connectors ?? []) {
    const { teamId, keyId, apiBase, ...rest } = connector;
    await services.connectors.configure({
      ...rest,
      tenantId: connector.tenant,
      displayName: connector.name,
      options: {
        ...(teamId === undefined ? {} : { teamId }),
        ...(keyId === undefined ? {} : { keyId }),
        ...(apiBase === undefined ? {} : { apiBase }),
      },
    });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
