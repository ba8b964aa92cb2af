import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ALL_LANGUAGES,
  APP_LANGUAGES,
  BRAND_SEGMENT_PATTERN,
  brandLogoUrlSchema,
  brandPrimaryColorSchema,
  DEFAULT_COUNTRY_GROUPS,
  DEFAULT_MIN_AGE,
  DEFAULT_PHONE_REGION_GROUPS,
  DEFAULT_TENANT_ID,
  isRegionGroup,
  REGION_GROUP_DOMAINS,
  REGION_GROUPS,
  SECOND_BRAND_TENANT_ID,
  TENANT_ID_PATTERN,
} from '@account-centre/contract';
import { z } from 'zod';
import { DEFAULT_SMS_BODY_TEMPLATE } from '#messaging/sms-body-template.ts';
import { variable } from './declare.ts';
import {
  bool,
  countryGroupTable,
  headerLine,
  HOSTNAME,
  int,
  isOrigin,
  list,
  LOG_LEVELS,
  regionApiBaseUrls,
  requirement,
  smsBodyTemplate,
  text,
  trustedProxies,
  url,
} from './schemas.ts';

/*
 * Every variable the server reads, declared once: its name, README section, schema (validation
 * and default), description, whether it is secret, and by its place in this tree where its value
 * goes in `Config` (`brands.first.name`). The `Config` type, `parseConfig`, the README table and
 * `.env.example` all come from here (`npm run generate:config-docs` after a change). Rules that
 * combine several variables are in rules.ts.
 */

/** How long to wait for the SMS provider when `SMS_PROVIDER_TIMEOUT_MS` is unset. */
export const DEFAULT_SMS_PROVIDER_TIMEOUT_MS = 10_000;

/**
 * The web app's build directory, `apps/web/dist`, beside this package. This module runs from
 * `src/config/` (tsx, tests) or bundled into `dist/*.js` (the production build).
 */
const serverPackage = new URL(
  import.meta.url.endsWith('/src/config/variables.ts') ? '../../' : '../',
  import.meta.url,
);
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../web/dist', serverPackage));
/** The support console's build directory, `apps/console/dist`, beside this package. */
const DEFAULT_CONSOLE_DIST_DIR = fileURLToPath(new URL('../console/dist', serverPackage));

/** A brand's name, app type and look; unset colour and logo mean the web app's defaults. */
function brand(prefix: 'FIRST' | 'SECOND', name: string, appType: string) {
  const which = prefix.toLowerCase();
  return {
    name: variable({
      name: `${prefix}_BRAND_NAME`,
      group: 'brands',
      schema: text(100).default(name),
      description: `Display name of the ${which} brand.`,
    }),
    appType: variable({
      name: `${prefix}_BRAND_APP_TYPE`,
      group: 'brands',
      schema: text(100).default(appType),
      description: `The \`appType\` value of the ${which} brand.`,
    }),
    /** `#rrggbb`, readable under white text (4.5:1). */
    primaryColor: variable({
      name: `${prefix}_BRAND_PRIMARY_COLOR`,
      group: 'brands',
      schema: z.optional(brandPrimaryColorSchema),
      default: '(theme colour)',
      description: `Primary colour of the ${which} brand (buttons, links, focus ring, browser theme colour), \`#rrggbb\`; refused unless white text on it has a contrast of at least 4.5:1. Unset: the built-in theme's.`,
    }),
    /** A path on this server or an https URL. */
    logoUrl: variable({
      name: `${prefix}_BRAND_LOGO_URL`,
      group: 'brands',
      schema: z.optional(brandLogoUrlSchema),
      default: '(built-in logo)',
      description: `Logo of the ${which} brand in the page header: a path on this server (\`/brand/logo.svg\`) or an \`https\` URL (its origin is added to the CSP's \`img-src\`). Unset: the built-in logo.`,
    }),
    /** The sender of this brand's e-mail; unset: `MAIL_FROM`. */
    mailFrom: variable({
      name: `${prefix}_BRAND_MAIL_FROM`,
      group: 'brands',
      schema: text(200).optional(),
      default: '`MAIL_FROM`',
      description: `Sender (name and address, e.g. \`${name} <accounts@${name.toLowerCase()}.example>\`) of the e-mail sent through \`SMTP_URL\` for the ${which} brand. Unset: \`MAIL_FROM\`.`,
    }),
  };
}

export const configDeclarations = {
  port: variable({
    name: 'PORT',
    group: 'server',
    schema: int(1, 65535).default(3000),
    description: 'TCP port the server listens on (1-65535).',
  }),
  host: variable({
    name: 'HOST',
    group: 'server',
    schema: text(253).default('localhost'),
    description: 'Interface to listen on (`0.0.0.0` for all).',
  }),
  /** Absolute path. */
  dataDir: variable({
    name: 'DATA_DIR',
    group: 'server',
    schema: text(4096).default('./data'),
    description:
      'Directory of the embedded database (PGlite, in `DATA_DIR/pgdata`), its lock file and its generated `key-encryption-secret`; relative to the working directory.',
    finish: (dir, { cwd }) => resolve(cwd, dir),
  }),
  /** Unset: embedded PGlite in `dataDir`. */
  databaseUrl: variable({
    name: 'DATABASE_URL',
    group: 'server',
    schema: url(['postgres:', 'postgresql:'], 'postgres://user:pass@host:5432/db').optional(),
    description:
      'PostgreSQL connection URL, e.g. `postgres://user:pass@host:5432/db`. Unset: embedded PGlite in `DATA_DIR`.',
    secret: true,
  }),
  /** PostgreSQL: longest wait for a connection, and for the answer to a query (ms). */
  databaseTimeoutMs: variable({
    name: 'DATABASE_TIMEOUT_MS',
    group: 'server',
    schema: int(100, 600_000).default(5000),
    description:
      "PostgreSQL: how long a request waits for a connection and for each query's answer (start-up migrations too) before it is answered 503 (50300) and the connection dropped. 100-600000.",
  }),

  brandSegment: variable({
    name: 'BRAND_SEGMENT',
    group: 'brands',
    schema: z
      .string()
      .trim()
      .regex(BRAND_SEGMENT_PATTERN, {
        error: 'must be 2-31 lower-case letters or digits, starting with a letter',
      })
      .default('aurora'),
    description:
      'The `{brand}` word of the API paths (`/api/{brand}-user/...`) and of the `{Brand}-Auth` header; lower-case letters and digits.',
  }),
  brands: {
    first: brand('FIRST', 'Aurora', 'aurora'),
    second: brand('SECOND', 'Nova', 'nova'),
  },
  secondBrandHosts: variable({
    name: 'SECOND_BRAND_HOSTS',
    group: 'brands',
    schema: list(z.string().regex(HOSTNAME), 'host names')
      .transform((hosts) => hosts.map((host) => host.toLowerCase()))
      .default([]),
    description: 'Comma-separated host names (and their sub-domains) that select the second brand.',
  }),
  /** The tenants (spec §6 `Tenant-Id`) the server serves; a request naming another is refused. */
  tenantIds: variable({
    name: 'TENANT_IDS',
    group: 'brands',
    schema: list(z.string().regex(TENANT_ID_PATTERN), 'six-digit tenant ids')
      .transform((ids) => [...new Set(ids)])
      .refine((ids) => ids.includes(DEFAULT_TENANT_ID), {
        error: `must include ${DEFAULT_TENANT_ID}, the tenant of requests without Tenant-Id`,
      })
      .default([DEFAULT_TENANT_ID, SECOND_BRAND_TENANT_ID]),
    description:
      'Tenant ids served (six digits, comma-separated), each with its own accounts; a `Tenant-Id` header naming another is refused (40040). Must include 000000, and 000002 with `SECOND_BRAND_HOSTS`.',
  }),

  webClientId: variable({
    name: 'WEB_CLIENT_ID',
    group: 'clients',
    schema: text(100).default('aurora-web'),
    description:
      'Client id of the first-party web app (Basic client authentication on the token call).',
  }),
  webClientSecret: variable({
    name: 'WEB_CLIENT_SECRET',
    group: 'clients',
    schema: text(200).default('aurora-web-secret'),
    description:
      'Client secret of the first-party web app. It is shipped to every browser, so it is public by nature.',
  }),
  /** Spec §1: the fixed client id of the web shop's login (shop login, the store redirect). */
  shopClientId: variable({
    name: 'SHOP_CLIENT_ID',
    group: 'clients',
    schema: z
      .string()
      .regex(/^[A-Za-z0-9._-]{3,100}$/, {
        error: '3-100 letters, digits, dots, dashes or underscores',
      })
      .default('aurora-shop'),
    description:
      "The fixed client id of the web shop's login (spec §1); `npm run admin -- create-client --shop` registers it, and its sign-in returns through the signed store redirect.",
  }),
  /** OpenID Connect issuer: this server's public URL, without a trailing slash (rules.ts). */
  oidcIssuer: variable({
    name: 'OIDC_ISSUER',
    group: 'clients',
    schema: z
      .string()
      .refine(isOrigin, {
        error: 'an http(s) origin without path, e.g. https://account.example.com',
      })
      .optional(),
    default: '`http://localhost:PORT`',
    description:
      'Public URL of this server for relying parties (`https://account.example.com`): the OpenID Connect issuer, base of its endpoints (`OIDC_ISSUER/oidc/…`, discovery at `OIDC_ISSUER/.well-known/openid-configuration`); the provider builds its URLs and the `Secure` flag of its cookies from it.',
  }),

  /** Decision 050: connectors applied at start, for deployments without the console. */
  connectors: variable({
    name: 'CONNECTORS',
    group: 'clients',
    schema: z
      .string()
      .transform((value, context) => {
        try {
          return JSON.parse(value) as unknown;
        } catch {
          context.addIssue({ code: 'custom', message: 'must be a JSON array' });
          return z.NEVER;
        }
      })
      .pipe(
        z.array(
          z.object({
            tenant: z.string().regex(TENANT_ID_PATTERN).default(DEFAULT_TENANT_ID),
            slug: z.string().regex(/^[a-z][a-z0-9-]{1,30}$/),
            kind: z.enum(['oidc', 'google', 'microsoft', 'apple', 'wechat']).default('oidc'),
            name: z.string().min(1).max(60),
            issuer: z.url().optional(),
            clientId: z.string().min(1).max(256),
            clientSecret: z.string().min(1).max(4096).optional(),
            scopes: z.string().max(256).optional(),
            countries: z.array(z.string().regex(/^[A-Z]{2}$/)).optional(),
            enabled: z.boolean().optional(),
            teamId: z.string().min(1).max(64).optional(),
            keyId: z.string().min(1).max(64).optional(),
            apiBase: z.url().optional(),
          }),
        ),
      )
      .optional(),
    description:
      'Sign-in with other identity providers (decision 050), applied at every start (added or updated by `tenant` and `slug`; the console can change them too): a JSON array of `{ "tenant": "000000", "slug": "google", "kind": "oidc", "name": "Google", "issuer": "https://accounts.google.com", "clientId": "…", "clientSecret": "…", "countries": ["DE"] }`. `kind` `google`, `microsoft`, `apple` and `wechat` are presets (decision 056) whose `issuer` may be left out; Apple also takes `teamId` and `keyId` with the key (PKCS #8 PEM) as `clientSecret`, WeChat the AppID as `clientId` and the AppSecret. The callback to register upstream is `OIDC_ISSUER/connect/callback`; secrets are sealed with KEY_ENCRYPTION_SECRET.',
    secret: true,
  }),
  backchannelLogoutPrivate: variable({
    name: 'BACKCHANNEL_LOGOUT_PRIVATE',
    group: 'clients',
    schema: bool.default(false),
    description:
      "`true` lets back-channel logout tokens go to loopback and private addresses (a relying party on `localhost` in development or a closed network). Else such URLs are never called (the provider's SSRF protection).",
  }),

  /** Webhooks (decision 054). */
  webhooks: {
    privateTargets: variable({
      name: 'WEBHOOK_PRIVATE_TARGETS',
      group: 'clients',
      schema: bool.default(false),
      description:
        '`true` lets webhook endpoints use `http` and loopback or private addresses (development, tests). Else only `https` URLs of public addresses are registered and called (SSRF protection, checked again at every delivery).',
    }),
    disableAfterFailures: variable({
      name: 'WEBHOOK_DISABLE_AFTER_FAILURES',
      group: 'clients',
      schema: int(1, 10_000).default(24),
      description:
        'Failed delivery tries in a row after which a webhook endpoint is disabled (1-10000); the management API enables it again.',
    }),
  },
  appLanguages: variable({
    name: 'APP_LANGUAGES',
    group: 'registration',
    schema: list(z.enum(ALL_LANGUAGES), `language tags (${ALL_LANGUAGES.join(', ')})`)
      .refine((languages) => languages.length > 0, { error: 'must name at least one language' })
      .default([...APP_LANGUAGES]),
    description:
      'Comma-separated languages the web app offers (each one of the 27 supported tags).',
  }),
  minAge: variable({
    name: 'MIN_AGE',
    group: 'registration',
    schema: int(0, 150).default(DEFAULT_MIN_AGE),
    description: 'Minimum age in whole years to register.',
  }),
  /** Region groups whose phone numbers may register and sign in by phone (DESIGN §4). */
  phoneRegionGroups: variable({
    name: 'PHONE_REGION_GROUPS',
    group: 'registration',
    schema: z
      .string()
      .toUpperCase()
      .pipe(list(z.enum(REGION_GROUPS), `region groups (${REGION_GROUPS.join(', ')})`))
      .transform((groups) => groups.filter(isRegionGroup))
      .refine((groups) => groups.length > 0, { error: 'must name at least one region group' })
      .default([...DEFAULT_PHONE_REGION_GROUPS]),
    description: `Comma-separated region groups (${REGION_GROUPS.join(', ')}) whose phone numbers may register and sign in by phone; a number belongs to its country's group.`,
  }),
  /** Spec §3/§4 country groups: group key → the countries a visitor arriving with it may choose. */
  countryGroups: variable({
    name: 'COUNTRY_GROUPS',
    group: 'registration',
    schema: countryGroupTable.optional(),
    default: "(the contract's `DEFAULT_COUNTRY_GROUPS`)",
    description:
      "JSON object of country groups: `?country=<key>` offers that key's countries (its own preselected), another `country` parameter disables the choice, `default` (else all countries) applies without one.",
    finish: (table) => table ?? DEFAULT_COUNTRY_GROUPS,
  }),
  /** The API server of each region (country `domain`); an unlisted region is this server. */
  regionApiBaseUrls: variable({
    name: 'REGION_API_BASE_URLS',
    group: 'registration',
    schema: regionApiBaseUrls.optional(),
    description: `Comma-separated \`region=URL\` pairs (${Object.values(REGION_GROUP_DOMAINS).join(', ')}), e.g. \`eu=https://eu.example.com\`: the web app calls the server of the chosen country's region, else its own origin; allowed by the CSP.`,
    finish: (urls) => urls ?? {},
  }),
  /** Exact origins (`https://eu.example.com`) allowed to call the API cross-origin (CORS); empty: none. */
  corsOrigins: variable({
    name: 'CORS_ORIGINS',
    group: 'registration',
    schema: list(
      z.string().refine(isOrigin),
      'origins like https://eu.example.com (no path or trailing slash)',
    )
      .transform((origins) => [...new Set(origins.map((origin) => origin.toLowerCase()))])
      .default([]),
    description:
      "Comma-separated exact origins, e.g. `https://eu.example.com`, whose pages may call this server's API cross-origin (CORS with credentials; the web app of a regional deployment). Empty: same-origin only, no CORS headers.",
  }),

  /** The dev outbox; unset: on without `DATABASE_URL` (rules.ts). */
  outbox: variable({
    name: 'OUTBOX',
    group: 'messages',
    schema: bool.optional(),
    default: 'on when `DATABASE_URL` is unset, else off',
    description:
      'Dev outbox: keep every e-mail/SMS in the database, print it to the console and serve it at `GET /_dev/outbox?to=`. Refused together with `SMTP_URL` or `SMS_PROVIDER_URL`.',
  }),
  outboxAllowNonLoopback: variable({
    name: 'OUTBOX_ALLOW_NON_LOOPBACK',
    group: 'messages',
    schema: bool.default(false),
    description:
      '`true` lets the dev outbox run while `HOST` is not a loopback address (anyone who reaches the server reads every code at `/_dev/outbox`): only for a closed test network. Else such a start is refused.',
  }),
  smtpUrl: variable({
    name: 'SMTP_URL',
    group: 'messages',
    schema: url(['smtp:', 'smtps:'], 'smtps://user:pass@smtp.example.com:465').optional(),
    description:
      'SMTP server for e-mail, e.g. `smtps://user:pass@smtp.example.com:465`. Needed when `OUTBOX` is off.',
    secret: true,
  }),
  /** Absolute path; unset: the built-in templates only (decision 065). */
  mailTemplatesDir: variable({
    name: 'MAIL_TEMPLATES_DIR',
    group: 'messages',
    schema: text(4096).optional(),
    description:
      'Folder of the operator\'s e-mail templates, `<brand>/<language>/<kind>.html` and `.txt` (first/second, e.g. `de`, e.g. `code-login`; see "E-mail templates"), used instead of the built-in ones for that brand, language and kind. Checked at start: a broken template stops the server with the file named. Relative to the working directory.',
    finish: (dir, { cwd }) => (dir === undefined ? undefined : resolve(cwd, dir)),
  }),
  mailFrom: variable({
    name: 'MAIL_FROM',
    group: 'messages',
    schema: text(200).default('Account Centre <no-reply@localhost>'),
    description:
      'Sender address of e-mail sent through `SMTP_URL` for a brand without its own (`FIRST_BRAND_MAIL_FROM`, `SECOND_BRAND_MAIL_FROM`).',
  }),
  /** The durable message queue (modules/message-queue, decision 044). */
  messageQueue: {
    maxAttempts: variable({
      name: 'MESSAGE_MAX_ATTEMPTS',
      group: 'messages',
      schema: int(1, 100).default(8),
      description:
        'Delivery tries of an e-mail or SMS before it becomes a dead letter (1-100): listed in the console, counted by `messages_dead_total`, retried only by hand.',
    }),
    retryBaseSeconds: variable({
      name: 'MESSAGE_RETRY_BASE_SECONDS',
      group: 'messages',
      schema: int(1, 3600).default(15),
      description:
        'Delay before the first retry of a failed e-mail or SMS (1-3600); each further retry waits twice as long (half of it random), at most an hour.',
    }),
    leaseSeconds: variable({
      name: 'MESSAGE_LEASE_SECONDS',
      group: 'messages',
      schema: int(5, 3600).default(120),
      description:
        'How long an instance holds a message it is sending (5-3600); a message held by an instance that died is tried again after it. Keep it well above `SMS_PROVIDER_TIMEOUT_MS` and the SMTP timeouts.',
    }),
    firstAttemptWaitMs: variable({
      name: 'MESSAGE_FIRST_ATTEMPT_WAIT_MS',
      group: 'messages',
      schema: int(0, 60_000).default(5000),
      description:
        "How long a request waits for its message's first delivery try (0-60000 ms); a message not delivered by then stays queued and is retried, and the answer says `queued`.",
    }),
    workerIntervalMs: variable({
      name: 'MESSAGE_WORKER_INTERVAL_MS',
      group: 'messages',
      schema: int(0, 600_000).default(2000),
      description:
        'How often each instance looks for e-mail and SMS due for a retry (ms); `0` turns the worker off (then only first tries are made: for tests).',
    }),
  },
  /** The HTTP SMS provider; none when SMS go to the dev outbox (rules.ts). */
  smsProvider: {
    url: variable({
      name: 'SMS_PROVIDER_URL',
      group: 'messages',
      schema: url(['https:', 'http:'], 'https://sms.example.com/send').optional(),
      description:
        'HTTP SMS provider: each SMS is a JSON `POST` to this URL; a 2xx answer counts as delivered. Needed when `OUTBOX` is off.',
      secret: true,
    }),
    /** The one header carrying the provider's credentials (`Authorization: Bearer …`). */
    authHeader: variable({
      name: 'SMS_PROVIDER_AUTH_HEADER',
      group: 'messages',
      schema: headerLine.optional(),
      description:
        'One header with the SMS provider credentials, `Name: value`, e.g. `Authorization: Bearer <key>`.',
      secret: true,
    }),
    /** A JSON object with `{{to}}` and `{{text}}` placeholders in its string values. */
    bodyTemplate: variable({
      name: 'SMS_PROVIDER_BODY_TEMPLATE',
      group: 'messages',
      schema: smsBodyTemplate.optional(),
      default: `\`${DEFAULT_SMS_BODY_TEMPLATE}\``,
      description:
        'JSON object posted for each SMS; `{{to}}` (E.164 number) and `{{text}}` in its string values are filled in, JSON-escaped.',
      secret: true,
    }),
    timeoutMs: variable({
      name: 'SMS_PROVIDER_TIMEOUT_MS',
      group: 'messages',
      schema: int(100, 60_000).optional(),
      default: `\`${DEFAULT_SMS_PROVIDER_TIMEOUT_MS}\``,
      description:
        'Milliseconds to wait for the SMS provider (100-60000); no answer in time is a failed delivery try (the SMS stays queued and is retried, decision 044).',
    }),
  },

  accessTokenTtlSeconds: variable({
    name: 'ACCESS_TOKEN_TTL_SECONDS',
    group: 'sessions',
    schema: int(1, 7 * 24 * 60 * 60).default(7200),
    description: 'Lifetime of an access token (2 h, the token cookie lifetime).',
  }),
  refreshTokenTtlSeconds: variable({
    name: 'REFRESH_TOKEN_TTL_SECONDS',
    group: 'sessions',
    schema: int(1, 365 * 24 * 60 * 60).default(30 * 24 * 60 * 60),
    description: 'Lifetime of a refresh token (30 days); each refresh issues a new one.',
  }),
  /** Absolute session lifetime: no refresh once the sign-in is this old (ASVS 7.3.2). */
  sessionMaxLifetimeSeconds: variable({
    name: 'SESSION_MAX_LIFETIME_SECONDS',
    group: 'sessions',
    schema: int(60, 3 * 365 * 24 * 60 * 60).default(90 * 24 * 60 * 60),
    description:
      "Absolute session lifetime (90 days, ASVS 7.3.2): once the sign-in is this old, refresh is refused (40102). A relying party's session counts from the web sign-in that gave its code.",
  }),
  /** How long the undo link of an e-mail change (in the notice to the old address) works. */
  emailChangeUndoTtlSeconds: variable({
    name: 'EMAIL_CHANGE_UNDO_TTL_SECONDS',
    group: 'sessions',
    schema: int(60, 90 * 24 * 60 * 60).default(7 * 24 * 60 * 60),
    description:
      'Lifetime of the one-time undo link in the notice to the old address after an e-mail change (7 days): it restores the old address and ends every session.',
  }),

  /** Issue 34, decision 048: account deletion and the data export. */
  accountDeletion: {
    graceDays: variable({
      name: 'ACCOUNT_DELETION_GRACE_DAYS',
      group: 'sessions',
      schema: int(1, 365).default(14),
      description:
        'Days between a deletion request (the account is deactivated at once) and its erasure by the retention worker (1-365); the one-time cancel link in the notice works until then.',
    }),
    acceptanceKeepDays: variable({
      name: 'ERASED_ACCEPTANCE_RETENTION_DAYS',
      group: 'sessions',
      schema: int(0, 3650).default(3 * 365),
      description:
        "Days an erased account's legal acceptances (document, version, time) are kept under a pseudonym as evidence (decision 048; 3 years); `0` keeps none.",
    }),
    exportsPerDay: variable({
      name: 'DATA_EXPORT_MAX_PER_DAY',
      group: 'sessions',
      schema: int(1, 100).default(5),
      description:
        'Data exports ("Download your data") one account may make in 24 hours (1-100); more → 429 (42900).',
    }),
  },

  /** How long the account's security events (Home, admin CLI) are kept (issue 24). */
  activityRetentionDays: variable({
    name: 'ACTIVITY_RETENTION_DAYS',
    group: 'sessions',
    schema: int(1, 3650).default(180),
    description:
      "Days the account activity log (sign-ins, failed sign-ins, locks, password and e-mail changes, passkeys, authenticator app, sessions ended) is kept; older events are deleted when the account's next event is written.",
  }),
  /** How recent a sign-in must be to add a passkey or enrol or disable the authenticator app. */
  reauthMaxAgeSeconds: variable({
    name: 'REAUTH_MAX_AGE_SECONDS',
    group: 'sessions',
    schema: int(60, 24 * 60 * 60).default(10 * 60),
    description:
      'Adding a passkey, enrolling or disabling the authenticator app needs a sign-in at most this old (10 min); else 40071 and the user signs in again.',
  }),

  /** Passkeys (issue 24, decision 034): the relying-party ids, one per brand host. */
  passkeyRpIds: variable({
    name: 'PASSKEY_RP_ID',
    group: 'sessions',
    schema: list(z.string().regex(HOSTNAME), 'host names')
      .transform((hosts) => [...new Set(hosts.map((host) => host.toLowerCase()))])
      .default([]),
    description:
      "Comma-separated WebAuthn relying-party ids (registrable host names, e.g. `example.com,nova.example`): a request's passkeys belong to the listed id that is its host or a parent of it; a host under none cannot use passkeys. Empty: with `DATABASE_URL` the host of `OIDC_ISSUER` and the `SECOND_BRAND_HOSTS`, never the request's; on the embedded database the request's own host name (so `localhost` works in development).",
  }),
  passkeyOrigins: variable({
    name: 'PASSKEY_ORIGINS',
    group: 'sessions',
    schema: list(
      z.string().refine(isOrigin),
      'origins like https://id.example.com (no path or trailing slash)',
    )
      .transform((origins) => [...new Set(origins.map((origin) => origin.toLowerCase()))])
      .default([]),
    description:
      "Comma-separated exact origins whose pages may create and use passkeys, e.g. `https://id.example.com`; each is accepted for the relying-party id it lies under. Empty: with `DATABASE_URL` the origin of `OIDC_ISSUER` and the `SECOND_BRAND_HOSTS` on its scheme; on the embedded database the request's own origin (scheme and Host, `TRUST_PROXY` applies).",
  }),
  /** The support console's session (decision 035): idle and absolute lifetimes. */
  console: {
    sessionIdleSeconds: variable({
      name: 'CONSOLE_SESSION_IDLE_SECONDS',
      group: 'sessions',
      schema: int(60, 24 * 60 * 60).default(15 * 60),
      description:
        'A support console session ends after this long without a call (15 min); staff sign in again with password and authenticator code.',
    }),
    sessionMaxSeconds: variable({
      name: 'CONSOLE_SESSION_MAX_SECONDS',
      group: 'sessions',
      schema: int(60, 7 * 24 * 60 * 60).default(8 * 60 * 60),
      description: 'A support console session ends this long after its sign-in however busy (8 h).',
    }),
  },

  codeTtlSeconds: variable({
    name: 'CODE_TTL_SECONDS',
    group: 'codes',
    schema: int(1, 24 * 60 * 60).default(600),
    description: 'Lifetime of a verification code.',
  }),
  codeMaxAttempts: variable({
    name: 'CODE_MAX_ATTEMPTS',
    group: 'codes',
    schema: int(1, 100).default(5),
    description: 'Wrong tries allowed per verification code.',
  }),
  codeResendCooldownSeconds: variable({
    name: 'CODE_RESEND_COOLDOWN_SECONDS',
    group: 'codes',
    schema: int(0, 24 * 60 * 60).default(60),
    description:
      'Seconds before another code may be sent to the same destination for the same purpose.',
  }),
  codeMaxSendsPerHour: variable({
    name: 'CODE_MAX_SENDS_PER_HOUR',
    group: 'codes',
    schema: int(1, 1000).default(5),
    description: 'Codes sent to one destination per rolling hour (all purposes).',
  }),
  codeMaxSendsPerIpPerHour: variable({
    name: 'CODE_MAX_SENDS_PER_IP_PER_HOUR',
    group: 'codes',
    schema: int(1, 100_000).default(2000),
    description:
      "The hard ceiling: codes sent at the request of one client IP address (IPv6: its /64) per rolling hour (all destinations and purposes). Sign-in, registration and reset codes need a slider ticket, whose proof of work grows with the address's volume; the per-destination cap stays 5. Lower it when `SLIDER_REQUIRED` is off.",
  }),

  lockoutMaxFailures: variable({
    name: 'LOCKOUT_MAX_FAILURES',
    group: 'protection',
    schema: int(1, 100).default(5),
    description:
      'Wrong passwords per account within `LOCKOUT_WINDOW_SECONDS` that lock the account (every sign-in name and instance shares one counter).',
  }),
  lockoutWindowSeconds: variable({
    name: 'LOCKOUT_WINDOW_SECONDS',
    group: 'protection',
    schema: int(1, 7 * 24 * 60 * 60).default(900),
    description: 'Window in which wrong passwords are counted towards the account lock.',
  }),
  lockoutDurationSeconds: variable({
    name: 'LOCKOUT_DURATION_SECONDS',
    group: 'protection',
    schema: int(1, 7 * 24 * 60 * 60).default(900),
    description:
      'How long a first lock refuses sign-in with the password; the lock ends by itself (or with a password reset or a sign-in by code). Each further lock in a row lasts twice as long.',
  }),
  lockoutMaxDurationSeconds: variable({
    name: 'LOCKOUT_MAX_DURATION_SECONDS',
    group: 'protection',
    schema: int(1, 7 * 24 * 60 * 60).default(86_400),
    description:
      'The longest an escalated lock lasts (24 h). A lock within this time after the last one ended, with no successful sign-in or reset between, doubles it.',
  }),
  doubleCheckNewDevices: variable({
    name: 'DOUBLE_CHECK_NEW_DEVICES',
    group: 'protection',
    schema: bool.default(true),
    description:
      'A password sign-in from a device the account has not signed in or registered from (no known HttpOnly device cookie) gets the double check, as a flagged account does.',
  }),
  /** Sign-in, registration and code sending need a slide-to-verify ticket. */
  sliderRequired: variable({
    name: 'SLIDER_REQUIRED',
    group: 'protection',
    schema: bool.default(true),
    description:
      'Sign-in (password and code), registration and its code, the sign-in code and the reset code need a passed slide-to-verify check (`Slider-Ticket` header). Turn off only behind another bot defence.',
  }),
  // At most 10 min each: the slider table keeps a challenge for the hour of the per-IP cap.
  sliderChallengeTtlSeconds: variable({
    name: 'SLIDER_CHALLENGE_TTL_SECONDS',
    group: 'protection',
    schema: int(1, 600).default(120),
    description: 'Seconds a slide-to-verify challenge may be answered in (at most 600).',
  }),
  sliderTicketTtlSeconds: variable({
    name: 'SLIDER_TICKET_TTL_SECONDS',
    group: 'protection',
    schema: int(1, 600).default(120),
    description:
      'Seconds the ticket of a passed slide-to-verify check stays usable, once (at most 600).',
  }),
  sliderMaxChallengesPerIpPerHour: variable({
    name: 'SLIDER_MAX_PER_IP_PER_HOUR',
    group: 'protection',
    schema: int(1, 100_000).default(5000),
    description:
      'The hard ceiling: slide-to-verify challenges one client IP address (IPv6: its /64) may fetch per rolling hour; every answer uses one up, so this also caps the answers. Below it a busy shared address pays with a growing proof of work (`SLIDER_WORK_FREE_PER_IP_PER_HOUR`), not with refusals.',
  }),
  /** A shared address pays with work before it is refused (docs/decisions/047). */
  sliderWorkFreePerIpPerHour: variable({
    name: 'SLIDER_WORK_FREE_PER_IP_PER_HOUR',
    group: 'protection',
    schema: int(1, 100_000).default(30),
    description:
      "Slide-to-verify challenges one client IP address (IPv6: its /64) gets per rolling hour without a proof of work; each further one carries one (even with `SLIDER_PROOF_OF_WORK` off) whose size is `SLIDER_PROOF_OF_WORK_MAX_NUMBER` times the square root of the hour's count over this, so an office or carrier-grade NAT is served with a little more work while a script pays more the more it asks.",
  }),
  /** Proof of work behind the slider (docs/decisions/036-proof-of-work-and-purge-at-scale.md). */
  sliderProofOfWork: variable({
    name: 'SLIDER_PROOF_OF_WORK',
    group: 'protection',
    schema: bool.default(false),
    description:
      'Each slide-to-verify challenge carries a proof of work (ALTCHA, SHA-256) that the browser solves while the user slides; an answer without its solution is refused (40021). Makes scripted solving cost CPU. Its signing key is derived from KEY_ENCRYPTION_SECRET (without it, a random key per process: set the secret when several instances serve the slider).',
  }),
  sliderProofOfWorkMaxNumber: variable({
    name: 'SLIDER_PROOF_OF_WORK_MAX_NUMBER',
    group: 'protection',
    schema: int(100, 10_000_000).default(100_000),
    description:
      'The complexity of the slider proof of work: the secret number is drawn up to this, so a solver hashes half of it on average (100,000: about 0.7 s on average, 1.4 s at most, in Chromium on a loaded two-core machine).',
  }),
  /** Answers revealing whether an account exists, per client IP and hour (DESIGN §5). */
  accountProbeMaxPerIpPerHour: variable({
    name: 'ACCOUNT_PROBE_MAX_PER_IP_PER_HOUR',
    group: 'protection',
    schema: int(1, 100_000).default(60),
    description:
      'Answers per client IP (IPv6: its /64) and hour that tell whether an account exists (30400, 30401, 30900, 30901, 30911, 40012); past it every answer of the calls that can give one is 42900 (ASVS 6.3.8).',
  }),

  /** Request security (docs/decisions/015-request-security.md). */
  requestSecurity: {
    /** Password fields encrypted with the public key (`enc1.…`). */
    passwordEncryption: variable({
      name: 'PASSWORD_ENCRYPTION',
      group: 'requestSecurity',
      schema: requirement.default('required'),
      description:
        '`required`: every password field must be encrypted with the public key (`enc1.…`), else 40050. `optional` (for older clients only): plain passwords pass too. A bad encrypted one is refused either way.',
    }),
    /** The `X-Client-Context` header on every API call but `publickey`. */
    contextHeader: variable({
      name: 'CONTEXT_HEADER',
      group: 'requestSecurity',
      schema: requirement.default('required'),
      description:
        '`required`: every API call but `publickey` must carry the encrypted `X-Client-Context` header, else 40051. `optional` (for older clients only): calls without it pass. A bad one is refused either way.',
    }),
    /** Signatures on the calls spec §7 marks v1/v2. */
    signatures: variable({
      name: 'SIGNATURES',
      group: 'requestSecurity',
      schema: requirement.default('required'),
      description:
        '`required`: the calls spec §7 marks v1/v2 must be signed (`X-Signature`), else 40052. `optional` (for older clients only): unsigned calls pass. A bad signature is refused either way.',
    }),
    /** A signature's timestamp may be this far from the server's clock, either way. */
    signatureWindowSeconds: variable({
      name: 'SIGNATURE_WINDOW_SECONDS',
      group: 'requestSecurity',
      schema: int(30, 3600).default(300),
      description:
        "How far a signature's `X-Timestamp` may be from the server's clock, either way (30-3600), else 40053.",
    }),
  },
  /** The RSA keys of `publickey`: rotation, grace period, encryption at rest. */
  encryptionKeys: {
    /** Seals the private keys stored in the database (AES-256-GCM); unset: stored unsealed. */
    secret: variable({
      name: 'KEY_ENCRYPTION_SECRET',
      group: 'requestSecurity',
      schema: z
        .string()
        .min(32, { error: 'must be at least 32 characters' })
        .max(1024, { error: 'must be at most 1024 characters' })
        .optional(),
      description:
        'At least 32 characters: seals the private keys and authenticator secrets in the database (AES-256-GCM) and keys the cookie, verification-code and recovery-code hashes (HKDF); sealed keys need it to start. Required with `DATABASE_URL`; unset with the embedded database: generated on first start into `DATA_DIR/key-encryption-secret` (mode 0600) and reused.',
      secret: true,
    }),
    /** A current key older than this is replaced on its next use; 0: only by `rotate-keys`. */
    rotationDays: variable({
      name: 'KEY_ROTATION_DAYS',
      group: 'requestSecurity',
      schema: int(0, 3650).default(30),
      description:
        'Age in days after which the encryption key and the id_token signing key are replaced automatically (0-3650; 0: only by `npm run admin -- rotate-keys`).',
    }),
    /** A replaced key still decrypts this long. */
    graceSeconds: variable({
      name: 'KEY_GRACE_SECONDS',
      group: 'requestSecurity',
      schema: int(300, 30 * 24 * 60 * 60).default(86_400),
      description:
        'How long a replaced encryption key still decrypts (300-2592000); clients refetch the key within half of it (at most an hour).',
    }),
  },

  /** Fastify's `trustProxy`: false, a hop count, or the trusted proxies' addresses/CIDRs. */
  trustProxy: variable({
    name: 'TRUST_PROXY',
    group: 'operations',
    schema: trustedProxies.optional(),
    description:
      'Behind a load balancer: the number of proxy hops, or comma-separated addresses/CIDRs of the trusted proxies, whose `X-Forwarded-For` gives the client IP (per-IP limits). Unset: the connection address.',
    finish: (proxies): false | number | string[] => proxies ?? false,
  }),
  logLevel: variable({
    name: 'LOG_LEVEL',
    group: 'operations',
    schema: z
      .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
      .default('info'),
    description: `Log level: ${LOG_LEVELS.join(', ')}.`,
  }),
  /** Bearer token that opens `GET /metrics`; unset: no metrics endpoint. */
  metricsToken: variable({
    name: 'METRICS_TOKEN',
    group: 'operations',
    schema: z
      .string()
      .trim()
      .min(16, { error: 'must be at least 16 characters' })
      .max(1024, { error: 'must be at most 1024 characters' })
      .optional(),
    description:
      'At least 16 characters: Prometheus metrics at `GET /metrics` for a scraper sending `Authorization: Bearer <token>`. Unset: no metrics endpoint (404).',
    secret: true,
  }),
  /** The outer request limit per client IP and route (plugins/rate-limit.ts). */
  rateLimit: {
    perMinute: variable({
      name: 'RATE_LIMIT_PER_MINUTE',
      group: 'operations',
      schema: int(0, 1_000_000).default(600),
      description:
        'Requests one client IP (IPv6: its /64) may make to one API route (every `/api/…`, store and OpenID Connect path) per minute, across all instances, before 429 (42900) with `Retry-After`; counted before any other check, refused requests included. `0` turns the outer limit off. The per-account and per-code limits apply within it.',
    }),
    redisUrl: variable({
      name: 'REDIS_URL',
      group: 'operations',
      schema: url(['redis:', 'rediss:'], 'redis://127.0.0.1:6379').optional(),
      secret: true,
      description:
        "Redis (`redis://…`) for the outer request limit's counters, shared by all instances; while it does not answer (500 ms to connect, 250 ms a command) the database counts and `/readyz` says `degraded`. Unset: each instance counts in memory and syncs with the database every second (PostgreSQL; decision 042), or the process alone counts (the embedded database has one process).",
    }),
  },
  /** The purge of rows nothing reads any more (modules/retention, `npm run admin -- purge`). */
  retention: {
    purgeIntervalSeconds: variable({
      name: 'RETENTION_PURGE_INTERVAL_SECONDS',
      group: 'operations',
      schema: int(0, 7 * 24 * 60 * 60).default(60 * 60),
      description:
        'How often the server purges expired rows (codes, tokens, tickets, challenges, nonces, probe answers, undo links, ended sessions), one instance at a time; `0` turns the scheduled purge off (`npm run admin -- purge` still works).',
    }),
    expiredDays: variable({
      name: 'RETENTION_EXPIRED_DAYS',
      group: 'operations',
      schema: int(1, 3650).default(7),
      description:
        'Days an expired or used code, token, double-check ticket, slider challenge, nonce, probe answer, authorization code or undo link is kept before the purge deletes it (1-3650; every limit counts an hour at most).',
    }),
    endedSessionDays: variable({
      name: 'RETENTION_ENDED_SESSION_DAYS',
      group: 'operations',
      schema: int(1, 3650).default(30),
      description:
        'Days a session is kept after it was revoked, or after its last token expired, before the purge deletes it (1-3650).',
    }),
    sentMessageDays: variable({
      name: 'RETENTION_SENT_MESSAGE_DAYS',
      group: 'operations',
      schema: int(1, 3650).default(7),
      description:
        'Days the record of a sent (or expired) e-mail or SMS is kept before the purge deletes it (1-3650); its text is erased as soon as it is sent.',
    }),
    deadMessageDays: variable({
      name: 'RETENTION_DEAD_MESSAGE_DAYS',
      group: 'operations',
      schema: int(1, 3650).default(30),
      description:
        'Days a dead letter (an e-mail or SMS that failed `MESSAGE_MAX_ATTEMPTS` times, its sealed text kept for a retry) is kept before the purge deletes it (1-3650).',
    }),
    batchSize: variable({
      name: 'RETENTION_PURGE_BATCH_SIZE',
      group: 'operations',
      schema: int(10, 100_000).default(1000),
      description:
        'Rows the purge deletes per statement (10-100000); each batch is its own short transaction, with a pause between batches.',
    }),
  },
  /** Longest wait for in-flight requests after SIGTERM/SIGINT before the process exits anyway. */
  shutdownTimeoutSeconds: variable({
    name: 'SHUTDOWN_TIMEOUT_SECONDS',
    group: 'operations',
    schema: int(1, 600).default(10),
    description:
      'On SIGTERM/SIGINT the server stops accepting, finishes the requests in flight and closes the database; after this many seconds (1-600) it exits anyway.',
  }),
  /** Absolute path of the built web app. */
  webDistDir: variable({
    name: 'WEB_DIST_DIR',
    group: 'operations',
    schema: text(4096).optional(),
    default: '`apps/web/dist`',
    description:
      "Directory of the built web app served at `/`; the OpenID provider's own pages (sign-out, errors) take its stylesheets and brand logos from it too. Without an `index.html` there, the API still works.",
    finish: (dir, { cwd }) => (dir === undefined ? DEFAULT_WEB_DIST_DIR : resolve(cwd, dir)),
  }),
  /** Absolute path of the built support console (issue 26). */
  consoleDistDir: variable({
    name: 'CONSOLE_DIST_DIR',
    group: 'operations',
    schema: text(4096).optional(),
    default: '`apps/console/dist`',
    description:
      'Directory of the built support console served at `/console`. Without an `index.html` there, `/console` answers a note and the console API still works.',
    finish: (dir, { cwd }) => (dir === undefined ? DEFAULT_CONSOLE_DIST_DIR : resolve(cwd, dir)),
  }),
};
