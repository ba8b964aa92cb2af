import formbody from '@fastify/formbody';
import { apiPaths, authHeaderName, oidcPaths } from '@account-centre/contract';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from '#config/index.ts';
import type { Database } from '#db/schema.ts';
import { appError } from '#lib/app-error.ts';
import { loggerOptions, REQUEST_ID_HEADER } from '#lib/logging.ts';
import { rememberRawBody } from '#lib/raw-body.ts';
import type { EmailMessage, MessageTransport, SmsMessage } from '#messaging/message.ts';
import { createMessenger } from '#messaging/messenger.ts';
import { AuthRepo } from '#modules/auth/auth.repo.ts';
import { authRoutes } from '#modules/auth/auth.routes.ts';
import { AuthService } from '#modules/auth/auth.service.ts';
import { registeredClients, type RegisteredClient } from '#modules/auth/client-auth.ts';
import { DoubleCheckRepo } from '#modules/auth/double-check.repo.ts';
import { KnownDevices } from '#modules/auth/known-devices.ts';
import { DoubleCheckService } from '#modules/auth/double-check.service.ts';
import { SignInService } from '#modules/auth/sign-in.service.ts';
import { EmailChangeUndo } from '#modules/email-change/email-change-undo.ts';
import { emailChangeRoutes } from '#modules/email-change/email-change.routes.ts';
import { EmailChangeService } from '#modules/email-change/email-change.service.ts';
import { KeyRing } from '#modules/keys/key-ring.service.ts';
import { KeysRepo } from '#modules/keys/keys.repo.ts';
import { keysRoutes } from '#modules/keys/keys.routes.ts';
import { LockoutRepo } from '#modules/lockout/lockout.repo.ts';
import { OauthClientsRepo } from '#modules/oauth/oauth-clients.repo.ts';
import { OauthRepo } from '#modules/oauth/oauth.repo.ts';
import { oauthRoutes } from '#modules/oauth/oauth.routes.ts';
import { OauthService } from '#modules/oauth/oauth.service.ts';
import { SigningKeys } from '#modules/oauth/signing-keys.service.ts';
import { LockoutService } from '#modules/lockout/lockout.service.ts';
import { OutboxRepo } from '#modules/outbox/outbox.repo.ts';
import { outboxRoutes } from '#modules/outbox/outbox.routes.ts';
import { createOutboxTransport, OutboxService } from '#modules/outbox/outbox.service.ts';
import { passwordChangeRoutes } from '#modules/password-change/password-change.routes.ts';
import { PasswordChangeService } from '#modules/password-change/password-change.service.ts';
import { passwordResetRoutes } from '#modules/password-reset/password-reset.routes.ts';
import { PasswordResetService } from '#modules/password-reset/password-reset.service.ts';
import { PasswordNotice } from '#modules/user/password-notice.ts';
import { LegalRepo } from '#modules/legal/legal.repo.ts';
import { legalRoutes } from '#modules/legal/legal.routes.ts';
import { LegalService } from '#modules/legal/legal.service.ts';
import { registrationRoutes } from '#modules/registration/registration.routes.ts';
import { RegistrationService } from '#modules/registration/registration.service.ts';
import { ClientContextService } from '#modules/request-security/client-context.service.ts';
import { NoncesRepo } from '#modules/request-security/nonces.repo.ts';
import { registerRequestSecurity } from '#modules/request-security/request-security.guard.ts';
import { SignatureService } from '#modules/request-security/signature.service.ts';
import { registerSliderGuard } from '#modules/slider/slider.guard.ts';
import { SliderRepo } from '#modules/slider/slider.repo.ts';
import { sliderRoutes } from '#modules/slider/slider.routes.ts';
import { SliderService } from '#modules/slider/slider.service.ts';
import {
  AccountProbeLimiter,
  registerAccountProbeCap,
} from '#modules/account-probe/account-probe-limiter.ts';
import { AccountProbeRepo } from '#modules/account-probe/account-probe.repo.ts';
import { AccountLookup } from '#modules/user/account-lookup.ts';
import { codeHashKey } from '#modules/verification/code-hash.ts';
import { PasswordHistory } from '#modules/user/password-history.service.ts';
import { PhoneRegionPolicy } from '#modules/user/phone-region.policy.ts';
import { UserRepo } from '#modules/user/user.repo.ts';
import { userRoutes } from '#modules/user/user.routes.ts';
import { VerificationRepo } from '#modules/verification/verification.repo.ts';
import { VerificationService } from '#modules/verification/verification.service.ts';
import { registerCors } from '#plugins/cors.ts';
import { registerErrorHandler } from '#plugins/errors.ts';
import { registerHealth } from '#plugins/health.ts';
import { AppMetrics, countingCodesSent, registerMetrics } from '#plugins/metrics.ts';
import { registerOpenApi } from '#plugins/openapi.ts';
import { registerRefuseNul } from '#plugins/refuse-nul.ts';
import { registerSecurityHeaders } from '#plugins/security-headers.ts';
import { registerTenant } from '#plugins/tenant.ts';
import { registerWebApp } from '#plugins/web-app.ts';

/** Decodes request bodies as UTF-8, throwing on invalid bytes. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Request bodies larger than this are refused with 41300. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppOptions {
  config: Config;
  db: Kysely<Database>;
  /** Replaces the e-mail transport chosen from the configuration (tests: a failing transport). */
  mailTransport?: MessageTransport<EmailMessage>;
  /** Replaces the SMS transport chosen from the configuration (tests: a failing transport). */
  smsTransport?: MessageTransport<SmsMessage>;
  /** Where the dev outbox prints its one line per message; `console.log` by default. */
  print?: (line: string) => void;
  /** Where log lines go; standard output by default (tests capture them). */
  logStream?: { write(line: string): void };
  /** The encryption keys; `main.ts` passes the ring it warmed up at start. Built when absent. */
  keyRing?: KeyRing;
  /** Registered clients besides the first-party web client (relying parties; tests). */
  clients?: readonly RegisteredClient[];
  /** The Prometheus metrics (tests read them); built when absent. */
  metrics?: AppMetrics;
}

/** `TRUST_PROXY` for Fastify, whose types take a hop count only as a function of the hop. */
function trustedProxies(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/** Builds the Fastify app (routes, plugins, services) without listening. */
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
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const accountProbes = new AccountProbeLimiter({
    repo: new AccountProbeRepo(db),
    maxPerHour: config.accountProbeMaxPerIpPerHour,
  });
  registerErrorHandler(app, { accountProbes });
  registerAccountProbeCap(app, { paths, limiter: accountProbes });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  const metrics =
    options.metrics ?? new AppMetrics({ processMetrics: config.metricsToken !== undefined });
  registerMetrics(app, { metrics, token: config.metricsToken });
  registerHealth(app, db);
  // Before the routes: the API document is collected as they are added.
  await registerOpenApi(app, config);
  await registerSecurityHeaders(app, config);
  // CORS_ORIGINS: a preflight is answered here, before the tenant and request-security hooks.
  await registerCors(app, config);
  // Spec §6: every request's tenant, before anything else reads the request (40040 when unknown).
  registerTenant(app, config);
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  registerRefuseNul(app);

  // An empty body with `Content-Type: application/json` counts as no body (the token call is
  // often sent that way); everything else goes through Fastify's safe JSON parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    // RFC 8259 §8.1: JSON is UTF-8. Invalid bytes are refused (40000), not replaced by U+FFFD.
    let text: string;
    try {
      text = strictUtf8.decode(typeof body === 'string' ? Buffer.from(body) : body);
    } catch {
      done(appError('badRequest', 'body: invalid UTF-8'), undefined);
      return;
    }
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    // v2 signatures hash the body as received.
    rememberRawBody(request, text);
    parseJson(request, text, done);
  });

  const outboxRepo = new OutboxRepo(db);
  // E-mail through the mail transport, SMS through the SMS transport (both the outbox in dev).
  const transport = countingCodesSent(
    createMessenger({
      config,
      outbox: () => createOutboxTransport(outboxRepo, options.print ?? console.log),
      mail: options.mailTransport,
      sms: options.smsTransport,
    }),
    metrics,
  );
  app.addHook('onClose', async () => transport.close());

  const users = new UserRepo(db);
  // DESIGN §4: phone registration and sign-in by phone only for numbers of PHONE_REGION_GROUPS.
  const phoneRegions = new PhoneRegionPolicy(config.phoneRegionGroups);
  const accounts = new AccountLookup({ users, phoneRegions });
  const codes = new VerificationService({
    db,
    repo: new VerificationRepo(db),
    transport,
    settings: {
      ttlSeconds: config.codeTtlSeconds,
      maxAttempts: config.codeMaxAttempts,
      resendCooldownSeconds: config.codeResendCooldownSeconds,
      maxSendsPerHour: config.codeMaxSendsPerHour,
      maxSendsPerIpPerHour: config.codeMaxSendsPerIpPerHour,
      hashKey: codeHashKey(config.encryptionKeys.secret),
    },
    log: app.log,
  });
  const legal = new LegalService({ repo: new LegalRepo(db), users });
  // The devices each account signed in or registered from: the double check's risk (decision 026).
  const knownDevices = new KnownDevices(db);
  const registration = new RegistrationService({
    db,
    users,
    codes,
    legal,
    phoneRegions,
    settings: { minAge: config.minAge, appLanguages: config.appLanguages },
    devices: knownDevices,
  });
  // The account lock: every password check (sign-in, change password) goes through `lockout.guard`.
  const lockout = new LockoutService({
    repo: new LockoutRepo(db),
    policy: {
      maxFailures: config.lockoutMaxFailures,
      windowSeconds: config.lockoutWindowSeconds,
      durationSeconds: config.lockoutDurationSeconds,
      maxDurationSeconds: config.lockoutMaxDurationSeconds,
    },
    onLock: () => metrics.lockout(),
  });
  const sessions = new AuthRepo(db);
  const auth = new AuthService({
    repo: sessions,
    settings: {
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
      sessionMaxLifetimeSeconds: config.sessionMaxLifetimeSeconds,
    },
    authHeader,
    firstPartyClientId: config.webClientId,
  });

  const signIn = new SignInService({
    db,
    auth,
    users,
    accounts,
    codes,
    lockout,
    doubleCheck: new DoubleCheckService({
      repo: new DoubleCheckRepo(db),
      ttlSeconds: config.codeTtlSeconds,
      newDevices: config.doubleCheckNewDevices,
    }),
    devices: knownDevices,
  });
  const passwordHistory = new PasswordHistory(users);
  // After a reset or change the account's contact is told, with the reset page (issue 19 Low 5).
  const passwordNotice = new PasswordNotice({
    transport,
    log: app.log,
    resetUrl: `${config.oidcIssuer}/reset`,
  });
  const passwordReset = new PasswordResetService({
    db,
    accounts,
    history: passwordHistory,
    codes,
    sessions,
    lockout,
    notice: passwordNotice,
  });
  const passwordChange = new PasswordChangeService({
    db,
    users,
    history: passwordHistory,
    sessions,
    lockout,
    notice: passwordNotice,
  });
  const emailChange = new EmailChangeService({
    db,
    users,
    codes,
    transport,
    log: app.log,
    lockout,
    undo: new EmailChangeUndo({
      db,
      users,
      sessions,
      ttlSeconds: config.emailChangeUndoTtlSeconds,
    }),
    undoUrl: `${config.oidcIssuer}/undoEmailChange`,
  });
  const clients = registeredClients(config, options.clients);
  const keys =
    options.keyRing ?? new KeyRing({ repo: new KeysRepo(db), settings: config.encryptionKeys });
  const slider = new SliderService({
    db,
    repo: new SliderRepo(db),
    settings: {
      challengeTtlSeconds: config.sliderChallengeTtlSeconds,
      ticketTtlSeconds: config.sliderTicketTtlSeconds,
      maxChallengesPerIpPerHour: config.sliderMaxChallengesPerIpPerHour,
    },
    log: app.log,
  });

  // Before the routes, which inherit their hooks. Request security runs first (`onRequest` and
  // `preValidation`), so a refused call never uses up a slider ticket (`preHandler`).
  registerRequestSecurity(app, {
    paths,
    settings: config.requestSecurity,
    keys,
    contexts: new ClientContextService({ keys }),
    signatures: new SignatureService({
      repo: new NoncesRepo(db),
      settings: {
        secret: config.webClientSecret,
        windowSeconds: config.requestSecurity.signatureWindowSeconds,
        requirement: config.requestSecurity.signatures,
      },
    }),
  });
  if (config.sliderRequired) registerSliderGuard(app, { paths, slider });
  await app.register(keysRoutes, { paths, keys });
  await app.register(sliderRoutes, { paths, slider });

  await app.register(registrationRoutes, { paths, registration, config });
  // Shop login (docs/decisions/021-shop-login.md): registered clients, codes, OpenID Connect.
  const oauthRepo = new OauthRepo(db);
  const signingKeys = new SigningKeys({
    repo: oauthRepo,
    sealingSecret: config.encryptionKeys.secret,
  });
  const oauth = new OauthService({
    db,
    clients: new OauthClientsRepo(db),
    repo: oauthRepo,
    auth,
    keys: signingKeys,
    settings: { issuer: config.oidcIssuer, idTokenTtlSeconds: config.accessTokenTtlSeconds },
  });
  await app.register(authRoutes, { paths, auth, signIn, clients, config, metrics, oauth });
  await app.register(oauthRoutes, {
    paths,
    oidc: oidcPaths(config.brandSegment),
    auth,
    oauth,
    keys: signingKeys,
  });
  await app.register(userRoutes, { paths, auth });
  await app.register(passwordResetRoutes, { paths, passwordReset, config });
  await app.register(passwordChangeRoutes, { paths, auth, passwordChange, config });
  await app.register(emailChangeRoutes, { paths, auth, emailChange, config });
  await app.register(legalRoutes, { paths, auth, legal, config });
  if (config.outbox) {
    await app.register(outboxRoutes, { outbox: new OutboxService(outboxRepo) });
  }
  await registerWebApp(app, config);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
