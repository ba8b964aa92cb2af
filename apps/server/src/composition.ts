import { AUTHORIZATION_CODE_TTL_SECONDS, authHeaderName } from '@account-centre/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '#config/index.ts';
import type { Database } from '#db/schema.ts';
import type { WriteClock } from '#db/write-clock.ts';
import { securityEventLogger } from '#lib/logging.ts';
import type { EmailMessage, MessageTransport, SmsMessage } from '#messaging/message.ts';
import { mailBrandsOf } from '#messaging/mail/mail-brand.ts';
import { loadMailOverrides } from '#messaging/mail/mail-overrides.ts';
import { createMailRenderer } from '#messaging/mail/mail-renderer.ts';
import { createMessenger } from '#messaging/messenger.ts';
import { AccountProbeLimiter } from '#modules/account-probe/account-probe-limiter.ts';
import { AccountProbeRepo } from '#modules/account-probe/account-probe.repo.ts';
import { createAccountDeletion } from '#modules/account-deletion/account-deletion.composition.ts';
import { ConsoleDeletionsService } from '#modules/account-deletion/console-deletions.service.ts';
import { AuthRepo } from '#modules/auth/auth.repo.ts';
import { AuthService } from '#modules/auth/auth.service.ts';
import { registeredClients, type RegisteredClient } from '#modules/auth/client-auth.ts';
import { AdminRepo } from '#modules/console/admin.repo.ts';
import { AuditRepo } from '#modules/console/audit.repo.ts';
import { ManagementGuard } from '#modules/management/management.guard.ts';
import { ConsoleClientsService } from '#modules/console/console-clients.service.ts';
import { ConsoleKeysService } from '#modules/console/console-keys.service.ts';
import { ConsoleLegalService } from '#modules/console/console-legal.service.ts';
import { ConsoleMessagesService } from '#modules/console/console-messages.service.ts';
import { ConsoleUserImportsService } from '#modules/console/console-user-imports.service.ts';
import { userImportServiceOf } from '#modules/user-import/import-users-command.ts';
import { UserImportRepo } from '#modules/user-import/user-import.repo.ts';
import { ConsoleStaffService } from '#modules/console/console-staff.service.ts';
import { ConsoleUsersRepo } from '#modules/console/console-users.repo.ts';
import { ConsoleService } from '#modules/console/console.service.ts';
import { StaffRepo } from '#modules/console/staff.repo.ts';
import { StaffService, staffSettingsOf } from '#modules/console/staff.service.ts';
import { CredentialsService } from '#modules/credentials/credentials.service.ts';
import { ThrottlesRepo } from '#modules/credentials/throttles.repo.ts';
import { DoubleCheckRepo } from '#modules/auth/double-check.repo.ts';
import { DoubleCheckService } from '#modules/auth/double-check.service.ts';
import { KnownDevices } from '#modules/auth/known-devices.repo.ts';
import { SignInRepo } from '#modules/auth/sign-in.repo.ts';
import { SignInService } from '#modules/auth/sign-in.service.ts';
import { EmailChangeUndo } from '#modules/email-change/email-change-undo.ts';
import { EmailChangeUndoRepo } from '#modules/email-change/email-change-undo.repo.ts';
import { EmailChangeService } from '#modules/email-change/email-change.service.ts';
import { KeyRing } from '#modules/keys/key-ring.service.ts';
import { KeysRepo } from '#modules/keys/keys.repo.ts';
import { LegalRepo } from '#modules/legal/legal.repo.ts';
import { LegalService } from '#modules/legal/legal.service.ts';
import { LockoutRepo } from '#modules/lockout/lockout.repo.ts';
import { LockoutService } from '#modules/lockout/lockout.service.ts';
import { StepUpService } from '#modules/step-up/step-up.service.ts';
import { ConnectorsRepo } from '#modules/connectors/connectors.repo.ts';
import { ConsoleConnectorsService } from '#modules/console/console-connectors.service.ts';
import {
  CONNECTOR_FLOW_TTL_SECONDS,
  ConnectorsService,
} from '#modules/connectors/connectors.service.ts';
import { MessageQueueRepo } from '#modules/message-queue/message-queue.repo.ts';
import { MessageQueue } from '#modules/message-queue/message-queue.service.ts';
import { WebhookEvents } from '#modules/webhooks/webhook-events.ts';
import { WebhookSender } from '#modules/webhooks/webhook-sender.ts';
import { WebhooksRepo } from '#modules/webhooks/webhooks.repo.ts';
import { WebhooksService } from '#modules/webhooks/webhooks.service.ts';
import { ClientsService } from '#modules/oauth/clients.service.ts';
import { OauthClientsRepo } from '#modules/oauth/oauth-clients.repo.ts';
import { queueBackchannelLogouts } from '#modules/oidc/backchannel-logouts.ts';
import { FrontchannelLogouts } from '#modules/oidc/frontchannel-logout.ts';
import { OidcHost } from '#modules/oidc/oidc-provider.ts';
import { OidcRepo } from '#modules/oidc/oidc.repo.ts';
import { OidcService } from '#modules/oidc/oidc.service.ts';
import { pageLookOf } from '#modules/oidc/provider-pages.ts';
import { SigningKeysRepo } from '#modules/oidc/signing-keys.repo.ts';
import { SigningKeys } from '#modules/oidc/signing-keys.service.ts';
import { OutboxRepo } from '#modules/outbox/outbox.repo.ts';
import { createOutboxTransport, OutboxService } from '#modules/outbox/outbox.service.ts';
import { PasswordChangeService } from '#modules/password-change/password-change.service.ts';
import { PasswordResetService } from '#modules/password-reset/password-reset.service.ts';
import { RegistrationService } from '#modules/registration/registration.service.ts';
import { ActivityRepo } from '#modules/security/activity.repo.ts';
import { DevicesRepo } from '#modules/security/devices.repo.ts';
import { PasskeysRepo } from '#modules/passkeys/passkeys.repo.ts';
import { PasskeysService } from '#modules/passkeys/passkeys.service.ts';
import { SecurityService } from '#modules/security/security.service.ts';
import { CachedAccessTokenSessions } from '#modules/session/cached-access-token-sessions.ts';
import { RequestAuthentication } from '#modules/session/request-authentication.service.ts';
import { SessionRepo } from '#modules/session/session.repo.ts';
import { SessionService } from '#modules/session/session.service.ts';
import { TotpRepo } from '#modules/credentials/totp.repo.ts';
import { TotpService } from '#modules/security/totp.service.ts';
import { ClientContextService } from '#modules/request-security/client-context.service.ts';
import { NoncesRepo } from '#modules/request-security/nonces.repo.ts';
import { SignatureService } from '#modules/request-security/signature.service.ts';
import { SliderRepo } from '#modules/slider/slider.repo.ts';
import { SliderService } from '#modules/slider/slider.service.ts';
import { AccountLookup } from '#modules/user/account-lookup.ts';
import { PasswordHistory } from '#modules/user/password-history.service.ts';
import { PasswordNotice } from '#modules/user/password-notice.ts';
import { PhoneRegionPolicy } from '#modules/user/phone-region.policy.ts';
import { UserRepo } from '#modules/user/user.repo.ts';
import type { UserRequestAuthentication } from '#modules/user/user.service.ts';
import { codeHashKey } from '#modules/verification/code-hash.ts';
import { proofOfWorkKey, SliderProofOfWork } from '#modules/slider/slider-proof-of-work.ts';
import { VerificationRepo } from '#modules/verification/verification.repo.ts';
import { VerificationService } from '#modules/verification/verification.service.ts';
import { AppMetrics, countingCodesSent } from '#plugins/metrics.ts';

/** How long a webhook receiver has to answer. */
const WEBHOOK_TIMEOUT_MS = 10_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the object graph is built from; tests replace the parts that reach outside. */
export interface CompositionOptions {
  config: Config;
  db: Kysely<Database>;
  /**
   * The embedded PGlite's count of statements that could change data (`DatabaseHandle.writes`):
   * with it, signed-in calls read their session from memory between writes (decision 068).
   */
  writes?: WriteClock;
  /** The management API's calls per client and minute (tests; default MANAGEMENT_CALLS_PER_MINUTE). */
  managementCallsPerMinute?: number;
  /** Replaces the e-mail transport chosen from the configuration (tests: a failing transport). */
  mailTransport?: MessageTransport<EmailMessage>;
  /** Replaces the SMS transport chosen from the configuration (tests: a failing transport). */
  smsTransport?: MessageTransport<SmsMessage>;
  /** Where the dev outbox prints its one line per message; `console.log` by default. */
  print?: (line: string) => void;
  /** The encryption keys; `main.ts` passes the ring it warmed up at start. Built when absent. */
  keyRing?: KeyRing;
  /** Registered clients besides the first-party web client (relying parties; tests). */
  clients?: readonly RegisteredClient[];
  /** The Prometheus metrics (tests read them); built when absent. */
  metrics?: AppMetrics;
}

/**
 * The server's object graph: every repo and service, built once from the configuration and the
 * database. The one place that wires modules together; app.ts hands the result to its plugins and
 * routes. `log` is the app's logger (services log with the request ids it adds).
 */
export function composeServices(options: CompositionOptions, log: FastifyBaseLogger) {
  const { config, db } = options;
  const metrics =
    options.metrics ?? new AppMetrics({ processMetrics: config.metricsToken !== undefined });
  const accountProbes = new AccountProbeLimiter({
    repo: new AccountProbeRepo(db),
    maxPerHour: config.accountProbeMaxPerIpPerHour,
  });

  const outboxRepo = new OutboxRepo(db);
  // Every e-mail in its brand's look, or from the operator's templates, checked here at start
  // (decision 065): a broken template throws, naming its file, and the server does not start.
  const mailRenderer = createMailRenderer({
    brands: mailBrandsOf(config, pageLookOf(config.webDistDir, config.appLanguages).logos),
    overrides: loadMailOverrides(config.mailTemplatesDir),
  });
  // E-mail through the mail transport, SMS through the SMS transport (both the outbox in dev).
  const transport = countingCodesSent(
    createMessenger({
      config,
      outbox: () => createOutboxTransport(outboxRepo, options.print ?? console.log),
      mail: options.mailTransport,
      sms: options.smsTransport,
      renderer: mailRenderer,
    }),
    metrics,
  );
  // Every e-mail and SMS goes through the durable queue (decision 044): kept in the database in
  // the transaction of its cause, tried at once, retried by the worker of any instance.
  // Webhook deliveries and back-channel logout tokens travel through the same queue (decision 054).
  const webhooksRepo = new WebhooksRepo(db);
  const webhookSender = new WebhookSender({
    repo: webhooksRepo,
    settings: {
      allowPrivateTargets: config.webhooks.privateTargets,
      disableAfterFailures: config.webhooks.disableAfterFailures,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      secret: config.encryptionKeys.secret,
    },
    log,
  });
  const messageQueue = new MessageQueue({
    db,
    repo: new MessageQueueRepo(db),
    transport: {
      name: transport.name,
      send: (message) => {
        if (message.channel === 'webhook') return webhookSender.send(message);
        if (message.channel === 'logout') return oidcHost.sendBackchannelLogout(message);
        return transport.send(message);
      },
    },
    settings: { ...config.messageQueue, secret: config.encryptionKeys.secret },
    log,
    events: {
      queued: (channel) => metrics.message(channel, 'queued'),
      sent: (channel) => metrics.message(channel, 'sent'),
      failed: (channel) => metrics.message(channel, 'failed'),
      dead: (channel) => metrics.message(channel, 'dead'),
    },
  });
  metrics.watchQueue(() => messageQueue.stats());
  // Account events to the tenant's webhook endpoints, queued in the change's transaction.
  const webhookEvents = new WebhookEvents({
    db,
    secret: config.encryptionKeys.secret,
    firstTries: (ids) => messageQueue.attemptSoon(ids),
  });

  const users = new UserRepo(db);
  // DESIGN §4: phone registration and sign-in by phone only for numbers of PHONE_REGION_GROUPS.
  const phoneRegions = new PhoneRegionPolicy(config.phoneRegionGroups);
  const accounts = new AccountLookup({ users, phoneRegions });
  const codes = new VerificationService({
    db,
    repo: new VerificationRepo(db),
    queue: messageQueue,
    settings: {
      ttlSeconds: config.codeTtlSeconds,
      maxAttempts: config.codeMaxAttempts,
      resendCooldownSeconds: config.codeResendCooldownSeconds,
      maxSendsPerHour: config.codeMaxSendsPerHour,
      maxSendsPerIpPerHour: config.codeMaxSendsPerIpPerHour,
      hashKey: codeHashKey(config.encryptionKeys.secret),
    },
  });
  const legal = new LegalService({ repo: new LegalRepo(db), users, events: webhookEvents });
  // The devices each account signed in or registered from: the double check's risk (decision 026).
  const knownDevices = new KnownDevices(db);
  const registration = new RegistrationService({
    events: webhookEvents,
    db,
    users,
    codes,
    legal,
    phoneRegions,
    settings: { minAge: config.minAge, appLanguages: config.appLanguages },
    devices: knownDevices,
  });
  // The one session floor (decision 040): every session ends through `sessions.revoke`, the
  // provider's sessions and tokens through the OIDC repo.
  const oidcRepo = new OidcRepo(db);
  // Front-Channel Logout 1.0 (decision 062): the signed-out page's iframes.
  const frontchannel = new FrontchannelLogouts({
    repo: oidcRepo,
    clients: new OauthClientsRepo(db),
    issuer: config.oidcIssuer,
  });
  const sessions = new SessionService({
    db,
    repo: new SessionRepo(),
    providers: oidcRepo,
    // Back-channel logout (decisions 051, 054): a logout token per relying party with a
    // back-channel URL, queued in the revocation's transaction and retried like any message.
    loggedOut: async (executor, logouts) => {
      const ids = await queueBackchannelLogouts(executor, logouts, messageQueue, oidcRepo);
      messageQueue.attemptSoon(ids);
    },
    events: webhookEvents,
  });
  // Issue 24: the account's activity log and signed-in devices.
  const security = new SecurityService({
    activity: new ActivityRepo(db, securityEventLogger(log)),
    devices: new DevicesRepo(db),
    sessions,
    settings: {
      activityRetentionDays: config.activityRetentionDays,
      reauthMaxAgeSeconds: config.reauthMaxAgeSeconds,
      firstPartyClientId: config.webClientId,
    },
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
    onLock: async (_lockCount, userId) => {
      metrics.lockout();
      await security.record(userId, 'account-locked', { ip: null, userAgent: null });
    },
  });
  // The credential layer (decision 039): password and authenticator checks, each taking its
  // counter atomically before the guess is evaluated, for users' sign-in and the console's.
  const totpRepo = new TotpRepo(db);
  const staffRepo = new StaffRepo(db);
  const credentials = new CredentialsService({
    lockout,
    users,
    userTotp: totpRepo,
    staff: staffRepo,
    throttles: new ThrottlesRepo(db),
    settings: {
      sealingSecret: config.encryptionKeys.secret,
      maxFailures: config.lockoutMaxFailures,
      windowSeconds: config.lockoutWindowSeconds,
    },
  });
  // The authenticator app (issue 24): secrets sealed with KEY_ENCRYPTION_SECRET.
  const totp = new TotpService({
    db,
    repo: totpRepo,
    security,
    credentials,
    settings: {
      secret: config.encryptionKeys.secret,
      ticketTtlSeconds: config.codeTtlSeconds,
      maxAttempts: config.codeMaxAttempts,
    },
  });
  const authRepo = new AuthRepo(db);
  const auth = new AuthService({
    repo: authRepo,
    sessions,
    // The account centre's own logout: its signed-out page goes on to the sign-in screen.
    signedOutPage: (logouts) => frontchannel.signedOutPage(logouts, '/login'),
    settings: {
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
      sessionMaxLifetimeSeconds: config.sessionMaxLifetimeSeconds,
    },
  });
  const requestAuthentication: UserRequestAuthentication = new RequestAuthentication({
    sessions: options.writes
      ? new CachedAccessTokenSessions({ sessions: authRepo, writes: options.writes })
      : authRepo,
    authHeader: authHeaderName(config.brandSegment),
    firstPartyClientId: config.webClientId,
  });

  // Passkeys (issue 24, decision 034).
  const passkeys = new PasskeysService({ db, repo: new PasskeysRepo(db), security, log });
  const signIn = new SignInService({
    db,
    auth,
    users,
    accounts,
    codes,
    lockout,
    credentials,
    doubleCheck: new DoubleCheckService({
      repo: new DoubleCheckRepo(db),
      ttlSeconds: config.codeTtlSeconds,
      newDevices: config.doubleCheckNewDevices,
    }),
    devices: knownDevices,
    // Decision 066: the password sign-in's reads and its lock claim in one statement.
    reads: new SignInRepo(db, lockout.policy),
    security,
    totp,
    passkeys,
  });
  const passwordHistory = new PasswordHistory(users);
  // After a reset or change the account's contact is told, with the reset page (issue 19 Low 5).
  const passwordNotice = new PasswordNotice({
    queue: messageQueue,
    log,
    resetUrl: `${config.oidcIssuer}/reset`,
  });
  const passwordReset = new PasswordResetService({
    events: webhookEvents,
    db,
    accounts,
    history: passwordHistory,
    codes,
    sessions,
    lockout,
    notice: passwordNotice,
    security,
  });
  const passwordChange = new PasswordChangeService({
    events: webhookEvents,
    db,
    users,
    history: passwordHistory,
    sessions,
    lockout,
    notice: passwordNotice,
  });
  const emailChange = new EmailChangeService({
    events: webhookEvents,
    db,
    users,
    codes,
    queue: messageQueue,
    log,
    lockout,
    undo: new EmailChangeUndo({
      db,
      repo: new EmailChangeUndoRepo(),
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
      workFreePerIpPerHour: config.sliderWorkFreePerIpPerHour,
      proofOfWorkAlways: config.sliderProofOfWork,
    },
    log,
    // Always there: a busy address is asked for work even with SLIDER_PROOF_OF_WORK off (047).
    proofOfWork: new SliderProofOfWork({
      hmacKey: proofOfWorkKey(config.encryptionKeys.secret),
      maxNumber: config.sliderProofOfWorkMaxNumber,
    }),
  });
  const requestSecurity = {
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
  };

  // Relying parties (decision 031): `oidc-provider` over our database, clients from the registry.
  const oauthClients = new OauthClientsRepo(db);
  const signingKeys = new SigningKeys({
    repo: new SigningKeysRepo(db),
    settings: {
      sealingSecret: config.encryptionKeys.secret,
      rotationDays: config.encryptionKeys.rotationDays,
      idTokenTtlSeconds: config.accessTokenTtlSeconds,
    },
  });
  const oidcHost = new OidcHost({
    repo: oidcRepo,
    sessions: {
      started: (sessionId, providerSessionUid) =>
        sessions.startedAtProvider(sessionId, providerSessionUid),
      signedOut: (providerSessionUid) => sessions.endedAtProvider(providerSessionUid),
    },
    clients: oauthClients,
    keys: signingKeys,
    frontchannel,
    contact: async (accountId) => {
      if (!UUID.test(accountId)) return undefined;
      const user = await users.findById(accountId);
      return user && { email: user.email, phone: user.phone };
    },
    settings: {
      issuer: config.oidcIssuer,
      loginPath: '/login',
      brand: {
        key: 'first',
        name: config.brands.first.name,
        logoUrl: config.brands.first.logoUrl,
        primaryColor: config.brands.first.primaryColor,
      },
      look: pageLookOf(config.webDistDir, config.appLanguages),
      secret: config.encryptionKeys.secret,
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
      authorizationCodeTtlSeconds: AUTHORIZATION_CODE_TTL_SECONDS,
      backchannelLogoutPrivate: config.backchannelLogoutPrivate,
    },
    log,
  });
  const oidc = new OidcService({
    host: oidcHost,
    repo: oidcRepo,
    clients: oauthClients,
    sessions: new DevicesRepo(db),
  });
  // The support console (issue 26, decision 035): staff, their sessions and the audit.
  const audit = new AuditRepo(db, log);
  const staff = new StaffService({
    repo: staffRepo,
    audit,
    sessions,
    credentials,
    settings: staffSettingsOf(config),
  });
  const consoleService = new ConsoleService({
    events: webhookEvents,
    db,
    users,
    accounts: new ConsoleUsersRepo(db),
    admin: new AdminRepo(db),
    sessions,
    devices: new DevicesRepo(db),
    activity: new ActivityRepo(db, securityEventLogger(log)),
    audit,
    settings: {
      activityRetentionDays: config.activityRetentionDays,
      firstPartyClientId: config.webClientId,
    },
  });
  // The console's admin pages: the registry's rules (as the CLI), legal documents, keys, staff.
  const consoleAdmin = {
    clients: new ConsoleClientsService({
      clients: new ClientsService({ repo: oauthClients }),
      audit,
      shopClientId: config.shopClientId,
    }),
    legal: new ConsoleLegalService({ legal, audit }),
    keys: new ConsoleKeysService({
      keys,
      signing: signingKeys,
      audit,
      onSigningRotated: () => oidcHost.reload(),
    }),
    members: new ConsoleStaffService({ staff, audit }),
    messages: new ConsoleMessagesService({ queue: messageQueue, audit }),
  };
  // Issue 34: the console's user import, the admin tool's service with the server's rules.
  const consoleImports = new ConsoleUserImportsService({
    imports: userImportServiceOf(db, config),
    repo: new UserImportRepo(db),
    audit,
  });
  // Decision 038: a fresh password or authenticator code for lasting changes, through the lock.
  const stepUp = new StepUpService({ accounts: users, codes: totp, lockout, security, passkeys });
  // Issue 34 (decision 048): deleting the account and downloading its data.
  const { deletion, dataExport } = createAccountDeletion({
    events: webhookEvents,
    config,
    db,
    users,
    sessions,
    stepUp,
    queue: messageQueue,
    grants: oidcRepo,
    log,
  });
  // Decision 050: sign-in with another identity provider (connectors).
  const connectors = new ConnectorsService({
    db,
    repo: new ConnectorsRepo(db),
    users,
    signIn,
    registration,
    credentials,
    security,
    codes,
    passkeys,
    settings: {
      publicUrl: config.oidcIssuer,
      sealingSecret: config.encryptionKeys.secret,
      flowTtlSeconds: CONNECTOR_FLOW_TTL_SECONDS,
    },
  });
  // The dev outbox's own page, only with the outbox on.
  const outbox = config.outbox ? new OutboxService(outboxRepo) : undefined;

  // Issue 35 (decision 056): the console's connectors and an account's linked identities.
  const consoleConnectors = new ConsoleConnectorsService({ connectors, users, audit });
  return {
    metrics,
    accountProbes,
    /** The messenger; close it with the app (an SMTP connection pool). */
    transport,
    /** Renders e-mail in its brand's look (decision 065); the console's preview uses it. */
    mailRenderer,
    /** The durable message queue: its worker starts with the app and stops before the messenger. */
    messageQueue,
    keys,
    slider,
    requestSecurity,
    registration,
    auth,
    /** The session floor's request authentication of every signed-in first-party call. */
    requestAuthentication,
    signIn,
    clients,
    oauthClients,
    oidc,
    oidcHost,
    signingKeys,
    passwordReset,
    passwordChange,
    emailChange,
    legal,
    security,
    totp,
    passkeys,
    sessions,
    stepUp,
    connectors,
    consoleConnectors,
    staff,
    console: consoleService,
    consoleAdmin,
    consoleImports,
    /** The management API's token check (decision 052). */
    management: new ManagementGuard({
      provider: () => oidcHost.provider(),
      ...(options.managementCallsPerMinute === undefined
        ? {}
        : { perMinute: options.managementCallsPerMinute }),
    }),
    outbox,
    deletion,
    dataExport,
    consoleDeletions: new ConsoleDeletionsService({ deletion, audit }),
    /** Webhook endpoints (decision 054). */
    webhooks: new WebhooksService({
      repo: webhooksRepo,
      queue: messageQueue,
      audit,
      settings: {
        allowPrivateTargets: config.webhooks.privateTargets,
        secret: config.encryptionKeys.secret,
      },
    }),
    webhookEvents,
  };
}
