import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ALL_LANGUAGES,
  APP_LANGUAGES,
  BRAND_SEGMENT_PATTERN,
  brandLogoUrlSchema,
  brandPrimaryColorSchema,
  countryGroupTableSchema,
  DEFAULT_COUNTRY_GROUPS,
  DEFAULT_MIN_AGE,
  DEFAULT_PHONE_REGION_GROUPS,
  DEFAULT_TENANT_ID,
  isRegionGroup,
  REGION_GROUP_DOMAINS,
  REGION_GROUPS,
  regionApiBaseUrlsSchema,
  SECOND_BRAND_TENANT_ID,
  TENANT_ID_PATTERN,
  type CountryGroupTable,
  type RegionApiBaseUrls,
  type RegionGroup,
} from '@account-centre/contract';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import {
  DEFAULT_SMS_BODY_TEMPLATE,
  parseSmsBodyTemplate,
  type SmsBodyTemplate,
} from '#messaging/sms-body-template.ts';

/** A brand's name, app type and look; unset colour and logo mean the web app's defaults. */
export interface BrandConfig {
  name: string;
  appType: string;
  /** `#rrggbb`, readable under white text (4.5:1). */
  primaryColor?: string | undefined;
  /** A path on this server or an https URL. */
  logoUrl?: string | undefined;
}

/**
 * The server's configuration. This is the only module that reads `process.env` (STYLE
 * "Boundaries"); everything else receives a `Config`.
 */
export interface Config {
  port: number;
  host: string;
  /** Absolute path. */
  dataDir: string;
  /** Unset: embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** PostgreSQL: longest wait for a connection, and for the answer to a query (ms). */
  databaseTimeoutMs: number;
  brandSegment: string;
  brands: { first: BrandConfig; second: BrandConfig };
  secondBrandHosts: string[];
  /** The tenants (spec §6 `Tenant-Id`) the server serves; a request naming another is refused. */
  tenantIds: string[];
  webClientId: string;
  webClientSecret: string;
  /** Spec §1: the fixed client id of the web shop's login (shop login, the store redirect). */
  shopClientId: string;
  /** OpenID Connect issuer: this server's public URL, without a trailing slash. */
  oidcIssuer: string;
  appLanguages: string[];
  outbox: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The HTTP SMS provider; unset when SMS go to the dev outbox. */
  smsProvider: SmsProviderConfig | undefined;
  /** Region groups whose phone numbers may register and sign in by phone (DESIGN §4). */
  phoneRegionGroups: RegionGroup[];
  /** Spec §3/§4 country groups: group key → the countries a visitor arriving with it may choose. */
  countryGroups: CountryGroupTable;
  /** The API server of each region (country `domain`); an unlisted region is this server. */
  regionApiBaseUrls: RegionApiBaseUrls;
  /** Exact origins (`https://eu.example.com`) allowed to call the API cross-origin (CORS); empty: none. */
  corsOrigins: string[];
  minAge: number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Absolute session lifetime: no refresh once the sign-in is this old (ASVS 7.3.2). */
  sessionMaxLifetimeSeconds: number;
  codeTtlSeconds: number;
  /** How long the undo link of an e-mail change (in the notice to the old address) works. */
  emailChangeUndoTtlSeconds: number;
  codeMaxAttempts: number;
  codeResendCooldownSeconds: number;
  codeMaxSendsPerHour: number;
  codeMaxSendsPerIpPerHour: number;
  lockoutMaxFailures: number;
  lockoutWindowSeconds: number;
  lockoutDurationSeconds: number;
  lockoutMaxDurationSeconds: number;
  doubleCheckNewDevices: boolean;
  /** Sign-in, registration and code sending need a slide-to-verify ticket. */
  sliderRequired: boolean;
  sliderChallengeTtlSeconds: number;
  sliderTicketTtlSeconds: number;
  sliderMaxChallengesPerIpPerHour: number;
  /** Answers revealing whether an account exists, per client IP and hour (DESIGN §5). */
  accountProbeMaxPerIpPerHour: number;
  /** Request security (docs/decisions/015-request-security.md). */
  requestSecurity: RequestSecurityConfig;
  /** The RSA keys of `publickey`: rotation, grace period, encryption at rest. */
  encryptionKeys: EncryptionKeysConfig;
  /** Fastify's `trustProxy`: false, a hop count, or the trusted proxies' addresses/CIDRs. */
  trustProxy: false | number | string[];
  logLevel: LogLevel;
  /** Bearer token that opens `GET /metrics`; unset: no metrics endpoint. */
  metricsToken: string | undefined;
  /** Longest wait for in-flight requests after SIGTERM/SIGINT before the process exits anyway. */
  shutdownTimeoutSeconds: number;
  /** Absolute path of the built web app. */
  webDistDir: string;
}

/** `SMS_PROVIDER_*`: where and how each SMS is posted. */
export interface SmsProviderConfig {
  url: string;
  /** The one header carrying the provider's credentials (`Authorization: Bearer …`). */
  authHeader: { name: string; value: string } | undefined;
  /** A JSON object with `{{to}}` and `{{text}}` placeholders in its string values. */
  bodyTemplate: SmsBodyTemplate;
  timeoutMs: number;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * `required`: a request without the value is refused. `optional`: a request without it is
 * accepted (a transition for clients that do not send it yet); a value that is present but bad is refused either way.
 */
export const REQUIREMENTS = ['required', 'optional'] as const;
export type Requirement = (typeof REQUIREMENTS)[number];

export interface RequestSecurityConfig {
  /** Password fields encrypted with the public key (`enc1.…`). */
  passwordEncryption: Requirement;
  /** The `X-Client-Context` header on every API call but `publickey`. */
  contextHeader: Requirement;
  /** Signatures on the calls spec §7 marks v1/v2. */
  signatures: Requirement;
  /** A signature's timestamp may be this far from the server's clock, either way. */
  signatureWindowSeconds: number;
}

export interface EncryptionKeysConfig {
  /** Seals the private keys stored in the database (AES-256-GCM); unset: stored unsealed. */
  secret: string | undefined;
  /** A current key older than this is replaced on its next use; 0: only by `keys:rotate`. */
  rotationDays: number;
  /** A replaced key still decrypts this long. */
  graceSeconds: number;
}

export interface ConfigVariable {
  name: string;
  /** The default as text, as documented in the README. */
  default: string;
  description: string;
  /** Its value may hold credentials: a configuration error names the variable, not the value. */
  secret?: boolean;
}

/**
 * The web app's build directory: `apps/web/dist`. This module lives one level below the server
 * package root both as `src/config.ts` (tsx, tests) and bundled as `dist/main.js`.
 */
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Every variable the server reads, with its default and meaning (the README's table). */
export const configVariables: readonly ConfigVariable[] = [
  { name: 'PORT', default: '3000', description: 'TCP port the server listens on (1-65535).' },
  {
    name: 'HOST',
    default: 'localhost',
    description: 'Interface to listen on (`0.0.0.0` for all).',
  },
  {
    name: 'DATA_DIR',
    default: './data',
    description:
      'Directory of the embedded database (PGlite, in `DATA_DIR/pgdata`) and its lock file; relative to the working directory.',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    description:
      'PostgreSQL connection URL, e.g. `postgres://user:pass@host:5432/db`. Unset: embedded PGlite in `DATA_DIR`.',
    secret: true,
  },
  {
    name: 'DATABASE_TIMEOUT_MS',
    default: '5000',
    description:
      "PostgreSQL: how long a request waits for a connection and for each query's answer (start-up migrations too) before it is answered 503 (50300) and the connection dropped. 100-600000.",
  },
  {
    name: 'BRAND_SEGMENT',
    default: 'aurora',
    description:
      'The `{brand}` word of the API paths (`/api/{brand}-user/...`) and of the `{Brand}-Auth` header; lower-case letters and digits.',
  },
  { name: 'FIRST_BRAND_NAME', default: 'Aurora', description: 'Display name of the first brand.' },
  { name: 'SECOND_BRAND_NAME', default: 'Nova', description: 'Display name of the second brand.' },
  {
    name: 'FIRST_BRAND_APP_TYPE',
    default: 'aurora',
    description: 'The `appType` value of the first brand.',
  },
  {
    name: 'SECOND_BRAND_APP_TYPE',
    default: 'nova',
    description: 'The `appType` value of the second brand.',
  },
  ...(['FIRST', 'SECOND'] as const).flatMap((brand) => [
    {
      name: `${brand}_BRAND_PRIMARY_COLOR`,
      default: '(theme colour)',
      description: `Primary colour of the ${brand.toLowerCase()} brand (buttons, links, focus ring, browser theme colour), \`#rrggbb\`; refused unless white text on it has a contrast of at least 4.5:1. Unset: the built-in theme's.`,
    },
    {
      name: `${brand}_BRAND_LOGO_URL`,
      default: '(built-in logo)',
      description: `Logo of the ${brand.toLowerCase()} brand in the page header: a path on this server (\`/brand/logo.svg\`) or an \`https\` URL (its origin is added to the CSP's \`img-src\`). Unset: the built-in logo.`,
    },
  ]),
  {
    name: 'SECOND_BRAND_HOSTS',
    default: '(empty)',
    description: 'Comma-separated host names (and their sub-domains) that select the second brand.',
  },
  {
    name: 'TENANT_IDS',
    default: '000000,000002',
    description:
      'Tenant ids served (six digits, comma-separated), each with its own accounts; a `Tenant-Id` header naming another is refused (40040). Must include 000000, and 000002 with `SECOND_BRAND_HOSTS`.',
  },
  {
    name: 'WEB_CLIENT_ID',
    default: 'aurora-web',
    description:
      'Client id of the first-party web app (Basic client authentication on the token call).',
  },
  {
    name: 'WEB_CLIENT_SECRET',
    default: 'aurora-web-secret',
    description:
      'Client secret of the first-party web app. It is shipped to every browser, so it is public by nature.',
  },
  {
    name: 'SHOP_CLIENT_ID',
    default: 'aurora-shop',
    description:
      "The fixed client id of the web shop's login (spec §1); `npm run admin -- create-client --shop` registers it, and its sign-in returns through the signed store redirect.",
  },
  {
    name: 'OIDC_ISSUER',
    default: 'http://localhost:PORT',
    description:
      'Public URL of this server for relying parties (`https://account.example.com`): the OpenID Connect issuer, base of its endpoints; the authorization endpoint is `OIDC_ISSUER/login`.',
  },
  {
    name: 'APP_LANGUAGES',
    default: APP_LANGUAGES.join(','),
    description:
      'Comma-separated languages the web app offers (each one of the 27 supported tags).',
  },
  {
    name: 'OUTBOX',
    default: 'on when DATABASE_URL is unset, else off',
    description:
      'Dev outbox: keep every e-mail/SMS in the database, print it to the console and serve it at `GET /_dev/outbox?to=`. Refused together with `SMTP_URL` or `SMS_PROVIDER_URL`.',
  },
  {
    name: 'OUTBOX_ALLOW_NON_LOOPBACK',
    default: 'false',
    description:
      '`true` lets the dev outbox run while `HOST` is not a loopback address (anyone who reaches the server reads every code at `/_dev/outbox`): only for a closed test network. Else such a start is refused.',
  },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    description:
      'SMTP server for e-mail, e.g. `smtps://user:pass@smtp.example.com:465`. Needed when `OUTBOX` is off.',
    secret: true,
  },
  {
    name: 'MAIL_FROM',
    default: 'Account Centre <no-reply@localhost>',
    description: 'Sender address of e-mail sent through `SMTP_URL`.',
  },
  {
    name: 'SMS_PROVIDER_URL',
    default: '(unset)',
    description:
      'HTTP SMS provider: each SMS is a JSON `POST` to this URL; a 2xx answer counts as delivered. Needed when `OUTBOX` is off.',
    secret: true,
  },
  {
    name: 'SMS_PROVIDER_AUTH_HEADER',
    default: '(unset)',
    description:
      'One header with the SMS provider credentials, `Name: value`, e.g. `Authorization: Bearer <key>`.',
    secret: true,
  },
  {
    name: 'SMS_PROVIDER_BODY_TEMPLATE',
    default: DEFAULT_SMS_BODY_TEMPLATE,
    description:
      'JSON object posted for each SMS; `{{to}}` (E.164 number) and `{{text}}` in its string values are filled in, JSON-escaped.',
    secret: true,
  },
  {
    name: 'SMS_PROVIDER_TIMEOUT_MS',
    default: '10000',
    description:
      'Milliseconds to wait for the SMS provider (100-60000); no answer in time is a failed delivery (11002).',
  },
  {
    name: 'PHONE_REGION_GROUPS',
    default: DEFAULT_PHONE_REGION_GROUPS.join(','),
    description: `Comma-separated region groups (${REGION_GROUPS.join(', ')}) whose phone numbers may register and sign in by phone; a number belongs to its country's group.`,
  },
  {
    name: 'COUNTRY_GROUPS',
    default: "(the contract's `DEFAULT_COUNTRY_GROUPS`)",
    description:
      "JSON object of country groups: `?country=<key>` offers that key's countries (its own preselected), another `country` parameter disables the choice, `default` (else all countries) applies without one.",
  },
  {
    name: 'REGION_API_BASE_URLS',
    default: '(unset)',
    description: `Comma-separated \`region=URL\` pairs (${Object.values(REGION_GROUP_DOMAINS).join(', ')}), e.g. \`eu=https://eu.example.com\`: the web app calls the server of the chosen country's region, else its own origin; allowed by the CSP.`,
  },
  {
    name: 'CORS_ORIGINS',
    default: '(empty)',
    description:
      "Comma-separated exact origins, e.g. `https://eu.example.com`, whose pages may call this server's API cross-origin (CORS with credentials; the web app of a regional deployment). Empty: same-origin only, no CORS headers.",
  },
  {
    name: 'MIN_AGE',
    default: String(DEFAULT_MIN_AGE),
    description: 'Minimum age in whole years to register.',
  },
  {
    name: 'ACCESS_TOKEN_TTL_SECONDS',
    default: '7200',
    description: 'Lifetime of an access token (2 h, the token cookie lifetime).',
  },
  {
    name: 'REFRESH_TOKEN_TTL_SECONDS',
    default: String(30 * 24 * 60 * 60),
    description: 'Lifetime of a refresh token (30 days); each refresh issues a new one.',
  },
  {
    name: 'SESSION_MAX_LIFETIME_SECONDS',
    default: String(90 * 24 * 60 * 60),
    description:
      "Absolute session lifetime (90 days, ASVS 7.3.2): once the sign-in is this old, refresh is refused (40102). A relying party's session counts from the web sign-in that gave its code.",
  },
  { name: 'CODE_TTL_SECONDS', default: '600', description: 'Lifetime of a verification code.' },
  {
    name: 'EMAIL_CHANGE_UNDO_TTL_SECONDS',
    default: String(7 * 24 * 60 * 60),
    description:
      'Lifetime of the one-time undo link in the notice to the old address after an e-mail change (7 days): it restores the old address and ends every session.',
  },
  {
    name: 'CODE_MAX_ATTEMPTS',
    default: '5',
    description: 'Wrong tries allowed per verification code.',
  },
  {
    name: 'CODE_RESEND_COOLDOWN_SECONDS',
    default: '60',
    description:
      'Seconds before another code may be sent to the same destination for the same purpose.',
  },
  {
    name: 'CODE_MAX_SENDS_PER_HOUR',
    default: '5',
    description: 'Codes sent to one destination per rolling hour (all purposes).',
  },
  {
    name: 'CODE_MAX_SENDS_PER_IP_PER_HOUR',
    default: '20',
    description:
      'Codes sent at the request of one client IP address per rolling hour (all destinations and purposes).',
  },
  {
    name: 'LOCKOUT_MAX_FAILURES',
    default: '5',
    description:
      'Wrong passwords per account within `LOCKOUT_WINDOW_SECONDS` that lock the account (every sign-in name and instance shares one counter).',
  },
  {
    name: 'LOCKOUT_WINDOW_SECONDS',
    default: '900',
    description: 'Window in which wrong passwords are counted towards the account lock.',
  },
  {
    name: 'LOCKOUT_DURATION_SECONDS',
    default: '900',
    description:
      'How long a first lock refuses sign-in with the password; the lock ends by itself (or with a password reset or a sign-in by code). Each further lock in a row lasts twice as long.',
  },
  {
    name: 'LOCKOUT_MAX_DURATION_SECONDS',
    default: '86400',
    description:
      'The longest an escalated lock lasts (24 h). A lock within this time after the last one ended, with no successful sign-in or reset between, doubles it.',
  },
  {
    name: 'DOUBLE_CHECK_NEW_DEVICES',
    default: 'true',
    description:
      'A password sign-in from a device the account has not signed in or registered from (no known HttpOnly device cookie) gets the double check, as a flagged account does.',
  },
  {
    name: 'SLIDER_REQUIRED',
    default: 'true',
    description:
      'Sign-in (password and code), registration and its code, the sign-in code and the reset code need a passed slide-to-verify check (`Slider-Ticket` header). Turn off only behind another bot defence.',
  },
  {
    name: 'SLIDER_CHALLENGE_TTL_SECONDS',
    default: '120',
    description: 'Seconds a slide-to-verify challenge may be answered in (at most 600).',
  },
  {
    name: 'SLIDER_TICKET_TTL_SECONDS',
    default: '120',
    description:
      'Seconds the ticket of a passed slide-to-verify check stays usable, once (at most 600).',
  },
  {
    name: 'ACCOUNT_PROBE_MAX_PER_IP_PER_HOUR',
    default: '60',
    description:
      'Answers per client IP (IPv6: its /64) and hour that tell whether an account exists (30400, 30401, 30900, 30901, 30911, 40012); past it every answer of the calls that can give one is 42900 (ASVS 6.3.8).',
  },
  {
    name: 'SLIDER_MAX_PER_IP_PER_HOUR',
    default: '120',
    description:
      'Slide-to-verify challenges one client IP address may fetch per rolling hour; every answer uses one up, so this also caps the answers.',
  },
  {
    name: 'PASSWORD_ENCRYPTION',
    default: 'required',
    description:
      '`required`: every password field must be encrypted with the public key (`enc1.…`), else 40050. `optional` (for older clients only): plain passwords pass too. A bad encrypted one is refused either way.',
  },
  {
    name: 'CONTEXT_HEADER',
    default: 'required',
    description:
      '`required`: every API call but `publickey` must carry the encrypted `X-Client-Context` header, else 40051. `optional` (for older clients only): calls without it pass. A bad one is refused either way.',
  },
  {
    name: 'SIGNATURES',
    default: 'required',
    description:
      '`required`: the calls spec §7 marks v1/v2 must be signed (`X-Signature`), else 40052. `optional` (for older clients only): unsigned calls pass. A bad signature is refused either way.',
  },
  {
    name: 'SIGNATURE_WINDOW_SECONDS',
    default: '300',
    description:
      "How far a signature's `X-Timestamp` may be from the server's clock, either way (30-3600), else 40053.",
  },
  {
    name: 'KEY_ENCRYPTION_SECRET',
    default: '(unset)',
    description:
      'At least 32 characters: seals the private encryption keys in the database (AES-256-GCM) and keys the verification-code hash (HMAC); sealed keys need it to start. Unset: neither (set it with `DATABASE_URL`).',
    secret: true,
  },
  {
    name: 'KEY_ROTATION_DAYS',
    default: '30',
    description:
      'Age in days after which the encryption key is replaced automatically (0-3650; 0: only by `npm run keys:rotate`).',
  },
  {
    name: 'KEY_GRACE_SECONDS',
    default: '86400',
    description:
      'How long a replaced encryption key still decrypts (300-2592000); clients refetch the key within half of it (at most an hour).',
  },
  {
    name: 'TRUST_PROXY',
    default: '(unset)',
    description:
      'Behind a load balancer: the number of proxy hops, or comma-separated addresses/CIDRs of the trusted proxies, whose `X-Forwarded-For` gives the client IP (per-IP limits). Unset: the connection address.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: `Log level: ${LOG_LEVELS.join(', ')}.`,
  },
  {
    name: 'METRICS_TOKEN',
    default: '(unset)',
    description:
      'At least 16 characters: Prometheus metrics at `GET /metrics` for a scraper sending `Authorization: Bearer <token>`. Unset: no metrics endpoint (404).',
    secret: true,
  },
  {
    name: 'SHUTDOWN_TIMEOUT_SECONDS',
    default: '10',
    description:
      'On SIGTERM/SIGINT the server stops accepting, finishes the requests in flight and closes the database; after this many seconds (1-600) it exits anyway.',
  },
  {
    name: 'WEB_DIST_DIR',
    default: 'apps/web/dist',
    description:
      'Directory of the built web app served at `/`. Without an `index.html` there, the API still works.',
  },
];

/**
 * Whether `HOST` listens on loopback only: `localhost` or a loopback address. Any other name, and
 * the any-address `0.0.0.0` / `::`, may be reachable from elsewhere.
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  if (bare.toLowerCase() === 'localhost') return true;
  return ipaddr.isValid(bare) && ipaddr.process(bare).range() === 'loopback';
}

/** Start-up warnings about a configuration that runs but is unsafe for production. */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.databaseUrl !== undefined && config.encryptionKeys.secret === undefined) {
    warnings.push(
      'KEY_ENCRYPTION_SECRET is unset: the private encryption keys are stored unsealed in the database, and verification codes are hashed without a secret key (a read of the database recovers a live code)',
    );
  }
  if (config.databaseUrl !== undefined && config.outbox) {
    warnings.push(
      'the dev outbox is on with DATABASE_URL: every code is kept in the database and served at /_dev/outbox; production sends through SMTP_URL and SMS_PROVIDER_URL with OUTBOX=false',
    );
  }
  return warnings;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Readonly<Record<string, string | undefined>>;

const int = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { error: `must be an integer ${min}-${max}` })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, { error: `must be an integer ${min}-${max}` })
        .max(max, { error: `must be an integer ${min}-${max}` }),
    );

const text = (max = 200) =>
  z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` });

const list = (item: z.ZodType<string>, what: string) =>
  z.string().transform((value, ctx) => {
    const items = value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    for (const part of items) {
      if (!item.safeParse(part).success) {
        ctx.addIssue({ code: 'custom', message: `must be a comma-separated list of ${what}` });
        return z.NEVER;
      }
    }
    return items;
  });

const BOOLEAN_WORDS: Record<string, boolean> = {
  '1': true,
  true: true,
  on: true,
  yes: true,
  '0': false,
  false: false,
  off: false,
  no: false,
};

const bool = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => value in BOOLEAN_WORDS, {
    error: 'must be one of true/false, on/off, 1/0, yes/no',
  })
  .transform((value) => BOOLEAN_WORDS[value] === true);

const requirement = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(REQUIREMENTS, { error: `must be one of ${REQUIREMENTS.join(', ')}` }));

const HOSTNAME =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

const url = (protocols: readonly string[], example: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      { error: `must be a URL like ${example}` },
    );

/** An IPv4/IPv6 address, optionally with a `/prefix` (CIDR). */
function isProxyAddress(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  if (rest.length > 0) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** `TRUST_PROXY`: a hop count, or the trusted proxies' addresses. */
const trustedProxies = z
  .string()
  .trim()
  .transform((value, ctx): number | string[] => {
    if (/^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 100) return Number(value);
    const items = value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    if (items.length > 0 && items.every(isProxyAddress)) return items;
    ctx.addIssue({
      code: 'custom',
      message: 'must be a hop count 1-100 or a comma-separated list of IP addresses/CIDRs',
    });
    return z.NEVER;
  });

/** `COUNTRY_GROUPS`: a JSON group table, checked against the country list. */
const countryGroupTable = z.string().transform((value, ctx): CountryGroupTable => {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be a JSON object of country groups' });
    return z.NEVER;
  }
  const table = countryGroupTableSchema.safeParse(json);
  if (table.success) return table.data;
  const [issue] = table.error.issues;
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  ctx.addIssue({
    code: 'custom',
    message: `is not a valid country group table${where}: ${issue?.message}`,
  });
  return z.NEVER;
});

/** An exact origin: `scheme://host[:port]`, http(s), no path, query or trailing slash. */
function isOrigin(value: string): boolean {
  try {
    const parsed = new URL(value);
    return (
      (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
      parsed.username === '' &&
      parsed.password === '' &&
      parsed.origin === value.toLowerCase()
    );
  } catch {
    return false;
  }
}

/** `REGION_API_BASE_URLS`: `eu=https://eu.example.com,us=…`, each region at most once. */
const regionApiBaseUrls = z.string().transform((value, ctx): RegionApiBaseUrls => {
  const pairs = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const [region = '', ...url] = part.split('=');
      return [region.trim().toLowerCase(), url.join('=').trim().replace(/\/+$/, '')] as const;
    });
  const regions = new Set(pairs.map(([region]) => region));
  const urls = regionApiBaseUrlsSchema.safeParse(Object.fromEntries(pairs));
  if (urls.success && regions.size === pairs.length) return urls.data;
  ctx.addIssue({
    code: 'custom',
    message: `must be comma-separated region=URL pairs, each region (${Object.values(REGION_GROUP_DOMAINS).join(', ')}) once, each URL like https://eu.example.com`,
  });
  return z.NEVER;
});

/** Each variable's schema; every value arrives as a string, unset or empty means the default. */
const envSchema = z.object({
  PORT: int(1, 65535).default(3000),
  HOST: text(253).default('localhost'),
  DATA_DIR: text(4096).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'postgres://user:pass@host:5432/db').optional(),
  DATABASE_TIMEOUT_MS: int(100, 600_000).default(5000),
  BRAND_SEGMENT: z
    .string()
    .trim()
    .regex(BRAND_SEGMENT_PATTERN, {
      error: 'must be 2-31 lower-case letters or digits, starting with a letter',
    })
    .default('aurora'),
  FIRST_BRAND_NAME: text(100).default('Aurora'),
  SECOND_BRAND_NAME: text(100).default('Nova'),
  FIRST_BRAND_APP_TYPE: text(100).default('aurora'),
  SECOND_BRAND_APP_TYPE: text(100).default('nova'),
  FIRST_BRAND_PRIMARY_COLOR: z.optional(brandPrimaryColorSchema),
  SECOND_BRAND_PRIMARY_COLOR: z.optional(brandPrimaryColorSchema),
  FIRST_BRAND_LOGO_URL: z.optional(brandLogoUrlSchema),
  SECOND_BRAND_LOGO_URL: z.optional(brandLogoUrlSchema),
  SECOND_BRAND_HOSTS: list(z.string().regex(HOSTNAME), 'host names').default([]),
  TENANT_IDS: list(z.string().regex(TENANT_ID_PATTERN), 'six-digit tenant ids')
    .transform((ids) => [...new Set(ids)])
    .refine((ids) => ids.includes(DEFAULT_TENANT_ID), {
      error: `must include ${DEFAULT_TENANT_ID}, the tenant of requests without Tenant-Id`,
    })
    .default([DEFAULT_TENANT_ID, SECOND_BRAND_TENANT_ID]),
  WEB_CLIENT_ID: text(100).default('aurora-web'),
  WEB_CLIENT_SECRET: text(200).default('aurora-web-secret'),
  SHOP_CLIENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{3,100}$/, {
      error: '3-100 letters, digits, dots, dashes or underscores',
    })
    .default('aurora-shop'),
  OIDC_ISSUER: z
    .string()
    .refine(isOrigin, { error: 'an http(s) origin without path, e.g. https://account.example.com' })
    .optional(),
  APP_LANGUAGES: list(z.enum(ALL_LANGUAGES), `language tags (${ALL_LANGUAGES.join(', ')})`)
    .refine((languages) => languages.length > 0, { error: 'must name at least one language' })
    .default([...APP_LANGUAGES]),
  OUTBOX: bool.optional(),
  OUTBOX_ALLOW_NON_LOOPBACK: bool.default(false),
  SMTP_URL: url(['smtp:', 'smtps:'], 'smtps://user:pass@smtp.example.com:465').optional(),
  MAIL_FROM: text(200).default('Account Centre <no-reply@localhost>'),
  SMS_PROVIDER_URL: url(['https:', 'http:'], 'https://sms.example.com/send').optional(),
  SMS_PROVIDER_AUTH_HEADER: z
    .string()
    .trim()
    .transform((value, ctx) => {
      const match = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*([^\r\n]+)$/.exec(value);
      if (match?.[1] && match[2]) return { name: match[1], value: match[2].trim() };
      ctx.addIssue({
        code: 'custom',
        message: 'must be a header like `Authorization: Bearer <key>`',
      });
      return z.NEVER;
    })
    .optional(),
  SMS_PROVIDER_BODY_TEMPLATE: z
    .string()
    .transform((value, ctx) => {
      try {
        return parseSmsBodyTemplate(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    })
    .optional(),
  SMS_PROVIDER_TIMEOUT_MS: int(100, 60_000).optional(),
  PHONE_REGION_GROUPS: z
    .string()
    .toUpperCase()
    .pipe(list(z.enum(REGION_GROUPS), `region groups (${REGION_GROUPS.join(', ')})`))
    .transform((groups) => groups.filter(isRegionGroup))
    .refine((groups) => groups.length > 0, { error: 'must name at least one region group' })
    .default([...DEFAULT_PHONE_REGION_GROUPS]),
  COUNTRY_GROUPS: countryGroupTable.optional(),
  REGION_API_BASE_URLS: regionApiBaseUrls.optional(),
  CORS_ORIGINS: list(
    z.string().refine(isOrigin),
    'origins like https://eu.example.com (no path or trailing slash)',
  ).default([]),
  MIN_AGE: int(0, 150).default(DEFAULT_MIN_AGE),
  ACCESS_TOKEN_TTL_SECONDS: int(1, 7 * 24 * 60 * 60).default(7200),
  REFRESH_TOKEN_TTL_SECONDS: int(1, 365 * 24 * 60 * 60).default(30 * 24 * 60 * 60),
  SESSION_MAX_LIFETIME_SECONDS: int(60, 3 * 365 * 24 * 60 * 60).default(90 * 24 * 60 * 60),
  CODE_TTL_SECONDS: int(1, 24 * 60 * 60).default(600),
  EMAIL_CHANGE_UNDO_TTL_SECONDS: int(60, 90 * 24 * 60 * 60).default(7 * 24 * 60 * 60),
  CODE_MAX_ATTEMPTS: int(1, 100).default(5),
  CODE_RESEND_COOLDOWN_SECONDS: int(0, 24 * 60 * 60).default(60),
  CODE_MAX_SENDS_PER_HOUR: int(1, 1000).default(5),
  CODE_MAX_SENDS_PER_IP_PER_HOUR: int(1, 100_000).default(20),
  LOCKOUT_MAX_FAILURES: int(1, 100).default(5),
  LOCKOUT_WINDOW_SECONDS: int(1, 7 * 24 * 60 * 60).default(900),
  LOCKOUT_DURATION_SECONDS: int(1, 7 * 24 * 60 * 60).default(900),
  LOCKOUT_MAX_DURATION_SECONDS: int(1, 7 * 24 * 60 * 60).default(86_400),
  DOUBLE_CHECK_NEW_DEVICES: bool.default(true),
  SLIDER_REQUIRED: bool.default(true),
  // At most 10 min each: the slider table keeps a challenge for the hour of the per-IP cap.
  SLIDER_CHALLENGE_TTL_SECONDS: int(1, 600).default(120),
  SLIDER_TICKET_TTL_SECONDS: int(1, 600).default(120),
  SLIDER_MAX_PER_IP_PER_HOUR: int(1, 100_000).default(120),
  ACCOUNT_PROBE_MAX_PER_IP_PER_HOUR: int(1, 100_000).default(60),
  PASSWORD_ENCRYPTION: requirement.default('required'),
  CONTEXT_HEADER: requirement.default('required'),
  SIGNATURES: requirement.default('required'),
  SIGNATURE_WINDOW_SECONDS: int(30, 3600).default(300),
  KEY_ENCRYPTION_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters' })
    .max(1024, { error: 'must be at most 1024 characters' })
    .optional(),
  KEY_ROTATION_DAYS: int(0, 3650).default(30),
  KEY_GRACE_SECONDS: int(300, 30 * 24 * 60 * 60).default(86_400),
  TRUST_PROXY: trustedProxies.optional(),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(16, { error: 'must be at least 16 characters' })
    .max(1024, { error: 'must be at most 1024 characters' })
    .optional(),
  SHUTDOWN_TIMEOUT_SECONDS: int(1, 600).default(10),
  WEB_DIST_DIR: text(4096).optional(),
});

const SECRET_VARIABLES = new Set(
  configVariables.filter((variable) => variable.secret).map((variable) => variable.name),
);

function describeIssue(issue: z.core.$ZodIssue, env: Env): string {
  const name = String(issue.path[0] ?? 'configuration');
  const raw = env[name];
  const shown =
    raw === undefined || SECRET_VARIABLES.has(name) ? '' : ` (got ${JSON.stringify(raw)})`;
  return `${name} ${issue.message}${shown}`;
}

/**
 * Parses and validates configuration from an environment record. Throws `ConfigError` whose
 * message names every bad variable, e.g.
 * `Invalid configuration: PORT must be an integer 1-65535 (got "abc")`.
 */
export function parseConfig(env: Env, cwd: string = process.cwd()): Config {
  const input: Record<string, string> = {};
  for (const { name } of configVariables) {
    const value = env[name];
    if (value !== undefined && value.trim() !== '') input[name] = value;
  }
  const result = envSchema.safeParse(input);
  if (!result.success) {
    // One message per variable: its first issue.
    const seen = new Set<string>();
    const messages: string[] = [];
    for (const issue of result.error.issues) {
      const key = String(issue.path[0]);
      if (seen.has(key)) continue;
      seen.add(key);
      messages.push(describeIssue(issue, env));
    }
    throw new ConfigError(`Invalid configuration: ${messages.join('; ')}`);
  }
  const e = result.data;

  const outbox = e.OUTBOX ?? e.DATABASE_URL === undefined;
  if (outbox && e.SMTP_URL !== undefined) {
    throw new ConfigError(
      'Invalid configuration: OUTBOX and SMTP_URL cannot be used together; the dev outbox is only for development (set OUTBOX=false to send through SMTP_URL)',
    );
  }
  if (!outbox && e.SMTP_URL === undefined) {
    throw new ConfigError(
      'Invalid configuration: no mail transport; set SMTP_URL to send e-mail, or OUTBOX=true to keep messages in the dev outbox',
    );
  }
  if (outbox && !e.OUTBOX_ALLOW_NON_LOOPBACK && !isLoopbackHost(e.HOST)) {
    throw new ConfigError(
      `Invalid configuration: the dev outbox serves every code at /_dev/outbox, and HOST=${e.HOST} is not a loopback address; set HOST=localhost, turn the outbox off (OUTBOX=false with SMTP_URL), or set OUTBOX_ALLOW_NON_LOOPBACK=true on a closed test network`,
    );
  }
  const smsProvider = smsProviderOf(e, outbox);
  if (e.SECOND_BRAND_HOSTS.length > 0 && !e.TENANT_IDS.includes(SECOND_BRAND_TENANT_ID)) {
    throw new ConfigError(
      `Invalid configuration: TENANT_IDS must include ${SECOND_BRAND_TENANT_ID} when SECOND_BRAND_HOSTS is set (requests to those hosts without Tenant-Id belong to it)`,
    );
  }

  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseTimeoutMs: e.DATABASE_TIMEOUT_MS,
    brandSegment: e.BRAND_SEGMENT,
    brands: {
      first: {
        name: e.FIRST_BRAND_NAME,
        appType: e.FIRST_BRAND_APP_TYPE,
        primaryColor: e.FIRST_BRAND_PRIMARY_COLOR,
        logoUrl: e.FIRST_BRAND_LOGO_URL,
      },
      second: {
        name: e.SECOND_BRAND_NAME,
        appType: e.SECOND_BRAND_APP_TYPE,
        primaryColor: e.SECOND_BRAND_PRIMARY_COLOR,
        logoUrl: e.SECOND_BRAND_LOGO_URL,
      },
    },
    secondBrandHosts: e.SECOND_BRAND_HOSTS.map((host) => host.toLowerCase()),
    tenantIds: e.TENANT_IDS,
    webClientId: e.WEB_CLIENT_ID,
    webClientSecret: e.WEB_CLIENT_SECRET,
    shopClientId: e.SHOP_CLIENT_ID,
    oidcIssuer: e.OIDC_ISSUER ?? `http://localhost:${e.PORT}`,
    appLanguages: e.APP_LANGUAGES,
    outbox,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsProvider,
    phoneRegionGroups: e.PHONE_REGION_GROUPS,
    countryGroups: e.COUNTRY_GROUPS ?? DEFAULT_COUNTRY_GROUPS,
    regionApiBaseUrls: e.REGION_API_BASE_URLS ?? {},
    corsOrigins: [...new Set(e.CORS_ORIGINS.map((origin) => origin.toLowerCase()))],
    minAge: e.MIN_AGE,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    sessionMaxLifetimeSeconds: e.SESSION_MAX_LIFETIME_SECONDS,

    codeTtlSeconds: e.CODE_TTL_SECONDS,
    emailChangeUndoTtlSeconds: e.EMAIL_CHANGE_UNDO_TTL_SECONDS,
    codeMaxAttempts: e.CODE_MAX_ATTEMPTS,
    codeResendCooldownSeconds: e.CODE_RESEND_COOLDOWN_SECONDS,
    codeMaxSendsPerHour: e.CODE_MAX_SENDS_PER_HOUR,
    codeMaxSendsPerIpPerHour: e.CODE_MAX_SENDS_PER_IP_PER_HOUR,
    lockoutMaxFailures: e.LOCKOUT_MAX_FAILURES,
    lockoutWindowSeconds: e.LOCKOUT_WINDOW_SECONDS,
    lockoutDurationSeconds: e.LOCKOUT_DURATION_SECONDS,
    lockoutMaxDurationSeconds: e.LOCKOUT_MAX_DURATION_SECONDS,
    doubleCheckNewDevices: e.DOUBLE_CHECK_NEW_DEVICES,
    sliderRequired: e.SLIDER_REQUIRED,
    sliderChallengeTtlSeconds: e.SLIDER_CHALLENGE_TTL_SECONDS,
    sliderTicketTtlSeconds: e.SLIDER_TICKET_TTL_SECONDS,
    sliderMaxChallengesPerIpPerHour: e.SLIDER_MAX_PER_IP_PER_HOUR,
    accountProbeMaxPerIpPerHour: e.ACCOUNT_PROBE_MAX_PER_IP_PER_HOUR,
    requestSecurity: {
      passwordEncryption: e.PASSWORD_ENCRYPTION,
      contextHeader: e.CONTEXT_HEADER,
      signatures: e.SIGNATURES,
      signatureWindowSeconds: e.SIGNATURE_WINDOW_SECONDS,
    },
    encryptionKeys: {
      secret: e.KEY_ENCRYPTION_SECRET,
      rotationDays: e.KEY_ROTATION_DAYS,
      graceSeconds: e.KEY_GRACE_SECONDS,
    },
    trustProxy: e.TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    webDistDir: e.WEB_DIST_DIR === undefined ? DEFAULT_WEB_DIST_DIR : resolve(cwd, e.WEB_DIST_DIR),
  };
}

/**
 * The SMS transport's settings: the HTTP provider, or none when the dev outbox takes SMS. Exactly
 * one of the two, like SMTP and the outbox for e-mail.
 */
function smsProviderOf(
  e: z.infer<typeof envSchema>,
  outbox: boolean,
): SmsProviderConfig | undefined {
  if (outbox && e.SMS_PROVIDER_URL !== undefined) {
    throw new ConfigError(
      'Invalid configuration: OUTBOX and SMS_PROVIDER_URL cannot be used together; the dev outbox is only for development (set OUTBOX=false to send SMS through SMS_PROVIDER_URL)',
    );
  }
  if (e.SMS_PROVIDER_URL === undefined) {
    if (!outbox) {
      throw new ConfigError(
        'Invalid configuration: no SMS transport; set SMS_PROVIDER_URL to send SMS, or OUTBOX=true to keep messages in the dev outbox',
      );
    }
    const orphans = (
      ['SMS_PROVIDER_AUTH_HEADER', 'SMS_PROVIDER_BODY_TEMPLATE', 'SMS_PROVIDER_TIMEOUT_MS'] as const
    ).filter((name) => e[name] !== undefined);
    if (orphans.length > 0) {
      throw new ConfigError(
        `Invalid configuration: ${orphans.join(', ')} set without SMS_PROVIDER_URL`,
      );
    }
    return undefined;
  }
  return {
    url: e.SMS_PROVIDER_URL,
    authHeader: e.SMS_PROVIDER_AUTH_HEADER,
    bodyTemplate: e.SMS_PROVIDER_BODY_TEMPLATE ?? parseSmsBodyTemplate(DEFAULT_SMS_BODY_TEMPLATE),
    timeoutMs: e.SMS_PROVIDER_TIMEOUT_MS ?? 10_000,
  };
}

/**
 * Loads configuration for the running process: `.env` in the working directory (when present;
 * variables already set in the environment win), then `process.env`.
 */
export function loadConfig(): Config {
  const envFile = resolve(process.cwd(), '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  return parseConfig(process.env);
}
