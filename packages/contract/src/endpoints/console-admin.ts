import * as z from 'zod/mini';
import { ALL_LANGUAGES } from '#locales.ts';
import { envelopeSchema } from '#envelope.ts';
import { CONSOLE_API_PREFIX, consoleTenantSchema, STAFF_ROLES } from '#endpoints/console.ts';
import { legalDocumentKindSchema, LEGAL_DOCUMENT_KINDS } from '#endpoints/legal.ts';
import { MANAGEMENT_SCOPES } from '#endpoints/management.ts';
import { clientIdSchema, OAUTH_SCOPES } from '#endpoints/oauth.ts';

/**
 * The support console's admin pages (issue 26, decision 035): relying parties, legal documents,
 * keys and staff. Every route here needs an `admin` console session (support staff: 40322) and,
 * when it changes something, the session's CSRF token in `X-Console-Csrf`. Every change is audited.
 */
export const consoleAdminPaths = {
  /** GET: every client; POST: a new client, its secret in the answer (shown once). */
  clients: `${CONSOLE_API_PREFIX}/clients`,
  /** PUT: name, redirect URLs, scopes, logout URLs, consent; DELETE: remove (codes and tokens end). */
  client: `${CONSOLE_API_PREFIX}/clients/:clientId`,
  /** POST: a new secret (shown once); the old one stops working at once. */
  clientSecret: `${CONSOLE_API_PREFIX}/clients/:clientId/secret`,
  /** GET: every published version and its languages; POST: publish a new version. */
  legal: `${CONSOLE_API_PREFIX}/legal`,
  /** POST: texts in more languages for a published version (nobody is asked to accept anew). */
  legalTexts: `${CONSOLE_API_PREFIX}/legal/:kind/:version/texts`,
  /** GET `?tenant=&before=`: who accepted this version, newest first, a page at a time. */
  legalAcceptances: `${CONSOLE_API_PREFIX}/legal/:kind/:version/acceptances`,
  /** GET: the encryption and id_token signing keys; POST …/rotate: new current keys. */
  keys: `${CONSOLE_API_PREFIX}/keys`,
  keysRotate: `${CONSOLE_API_PREFIX}/keys/rotate`,
  /** GET: every staff member; POST: a new one (password and authenticator secret shown once). */
  staff: `${CONSOLE_API_PREFIX}/staff`,
  /** PATCH: role, disabled. Nobody changes their own; the last enabled admin stays one. */
  staffMember: `${CONSOLE_API_PREFIX}/staff/:staffId`,
  /** GET `?status=waiting|dead`: the message queue (decision 044), recipients masked. */
  messages: `${CONSOLE_API_PREFIX}/messages`,
  /** POST: a dead letter queued again with fresh tries (audited). */
  messageRetry: `${CONSOLE_API_PREFIX}/messages/:messageId/retry`,
} as const;

// --- Clients ---------------------------------------------------------------------------------

/** A URL as registered: the server checks it as the CLI does (https, no fragment, one spelling). */
const registeredUrlSchema = z.string().check(z.minLength(1), z.maxLength(2000));

/**
 * `confidential`: a server with a secret; `native` (RFC 8252) and `spa` (a browser app): public
 * clients, no secret, PKCE S256 (decision 051).
 */
export const CLIENT_TYPES = ['confidential', 'native', 'spa'] as const;
export type ClientKind = (typeof CLIENT_TYPES)[number];

export const consoleClientSchema = z.object({
  clientId: z.string(),
  name: z.string(),
  type: z.enum(CLIENT_TYPES),
  /** A machine client of the management API (decision 052): no URLs, management scopes only. */
  machine: z.boolean(),
  redirectUrls: z.array(z.string()),
  /** Besides `openid`, which every client has. */
  scopes: z.array(z.string()),
  shop: z.boolean(),
  skipConsent: z.boolean(),
  postLogoutRedirectUrls: z.array(z.string()),
  /** OpenID Connect Back-Channel Logout URL, or null. */
  backchannelLogoutUrl: z.nullable(z.string()),
  /** OpenID Connect Front-Channel Logout URL, or null (decision 062). */
  frontchannelLogoutUrl: z.nullable(z.string()),
  /** The front-channel URL gets `iss` and `sid`. */
  frontchannelLogoutSessionRequired: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type ConsoleClient = z.infer<typeof consoleClientSchema>;

/** Every scope a console client may carry: a relying party's, or a machine client's. */
const CONSOLE_CLIENT_SCOPES = [...OAUTH_SCOPES, ...MANAGEMENT_SCOPES] as const;

/**
 * What an admin may set on a client (create and edit). A relying party needs a redirect URL and
 * OpenID scopes; a machine client has no URL and management scopes: the server's rules check which.
 */
export const consoleClientFieldsSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  redirectUrls: z.array(registeredUrlSchema).check(z.maxLength(20)),
  scopes: z.array(z.enum(CONSOLE_CLIENT_SCOPES)).check(z.maxLength(CONSOLE_CLIENT_SCOPES.length)),
  skipConsent: z.boolean(),
  postLogoutRedirectUrls: z.array(registeredUrlSchema).check(z.maxLength(20)),
  /** Absent: unchanged on edit, none on create; null or '': none. */
  backchannelLogoutUrl: z.optional(z.nullable(z.string().check(z.maxLength(2000)))),
  /** Absent: unchanged on edit, none on create; null or '': none. */
  frontchannelLogoutUrl: z.optional(z.nullable(z.string().check(z.maxLength(2000)))),
  /** Absent: unchanged on edit, false on create. */
  frontchannelLogoutSessionRequired: z.optional(z.boolean()),
});
export type ConsoleClientFields = z.infer<typeof consoleClientFieldsSchema>;
export const consoleClientCreateRequestSchema = z.extend(consoleClientFieldsSchema, {
  clientId: clientIdSchema,
  /** Confidential when absent. */
  type: z.optional(z.enum(CLIENT_TYPES)),
  /** A machine client of the management API (decision 052): confidential, no URLs, no consent. */
  machine: z.optional(z.boolean()),
});
export type ConsoleClientCreateRequest = z.infer<typeof consoleClientCreateRequestSchema>;
export const consoleClientParamsSchema = z.object({ clientId: clientIdSchema });

export const consoleClientsResponseSchema = envelopeSchema(
  z.object({ clients: z.array(consoleClientSchema) }),
);
export const consoleClientResponseSchema = envelopeSchema(
  z.object({ client: consoleClientSchema }),
);
/** Create and rotate: the client and its secret, which is never shown again (null: a public client). */
export const consoleClientSecretResponseSchema = envelopeSchema(
  z.object({ client: consoleClientSchema, secret: z.nullable(z.string()) }),
);

// --- Legal documents -------------------------------------------------------------------------

export const consoleLegalTextSchema = z.object({
  language: z.enum(ALL_LANGUAGES),
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  body: z.string().check(z.minLength(1), z.maxLength(100_000)),
});
export type ConsoleLegalText = z.infer<typeof consoleLegalTextSchema>;

export const consoleLegalVersionSchema = z.object({
  kind: legalDocumentKindSchema,
  version: z.number(),
  /** ISO 3166 alpha-2 when written for one country; null: every country. */
  country: z.nullable(z.string()),
  /** ISO 8601. */
  publishedAt: z.string(),
  /** The languages it is written in, each with its title. */
  texts: z.array(z.object({ language: z.string(), title: z.string() })),
  /** How many accounts (all tenants) accepted this version. */
  acceptances: z.number(),
});
export type ConsoleLegalVersion = z.infer<typeof consoleLegalVersionSchema>;
export const consoleLegalResponseSchema = envelopeSchema(
  z.object({
    versions: z.array(consoleLegalVersionSchema),
    /**
     * The languages the app offers (`APP_LANGUAGES`): a new version without a text in one of them
     * shows English there, which the console lists and asks to confirm (issue 37).
     */
    appLanguages: z.array(z.string()),
  }),
);

/** The app languages that get no text of their own from `given` (and will be shown English). */
export function legalFallbackLanguages(
  appLanguages: readonly string[],
  given: readonly string[],
): string[] {
  const texts = new Set(given);
  return appLanguages.filter((language) => !texts.has(language));
}

/** A new version: English is required (every reader's fallback, spec §4). */
export const consoleLegalPublishRequestSchema = z.object({
  kind: legalDocumentKindSchema,
  country: z.nullable(z.string().check(z.regex(/^[A-Z]{2}$/))),
  texts: z.array(consoleLegalTextSchema).check(z.minLength(1), z.maxLength(ALL_LANGUAGES.length)),
});
export type ConsoleLegalPublishRequest = z.infer<typeof consoleLegalPublishRequestSchema>;
export const consoleLegalTextsRequestSchema = z.object({
  texts: z.array(consoleLegalTextSchema).check(z.minLength(1), z.maxLength(ALL_LANGUAGES.length)),
});
export const consoleLegalVersionParamsSchema = z.object({
  kind: z.enum(LEGAL_DOCUMENT_KINDS),
  version: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)),
});
export const consoleLegalPublishResponseSchema = envelopeSchema(consoleLegalVersionSchema);

export const consoleLegalAcceptancesQuerySchema = z.object({
  tenant: consoleTenantSchema,
  /** ISO 8601: only acceptances before this instant (the previous page's last `acceptedAt`). */
  before: z.optional(z.iso.datetime()),
});
export const CONSOLE_ACCEPTANCES_PAGE = 50;
export const consoleLegalAcceptancesResponseSchema = envelopeSchema(
  z.object({
    /** All acceptances of this version in the tenant. */
    total: z.number(),
    acceptances: z.array(
      z.object({ userId: z.string(), productId: z.string(), acceptedAt: z.string() }),
    ),
  }),
);

// --- Keys ------------------------------------------------------------------------------------

export const consoleKeySchema = z.object({
  kid: z.string(),
  /** Encryption keys: current, grace, expired. Signing keys: current, published, expired. */
  state: z.string(),
  createdAt: z.string(),
  retiredAt: z.nullable(z.string()),
});
export const consoleKeysResponseSchema = envelopeSchema(
  z.object({ encryption: z.array(consoleKeySchema), signing: z.array(consoleKeySchema) }),
);

// --- Staff -----------------------------------------------------------------------------------

export const consoleStaffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  /** ISO 8601. */
  createdAt: z.string(),
  disabledAt: z.nullable(z.string()),
  lastSignInAt: z.nullable(z.string()),
});
export type ConsoleStaffMember = z.infer<typeof consoleStaffMemberSchema>;
export const consoleStaffResponseSchema = envelopeSchema(
  z.object({ staff: z.array(consoleStaffMemberSchema) }),
);
export const consoleStaffCreateRequestSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(3), z.maxLength(254)),
  role: z.enum(STAFF_ROLES),
});
/** The new member's password and authenticator enrolment: shown once, to hand over. */
export const consoleStaffCreateResponseSchema = envelopeSchema(
  z.object({
    staff: consoleStaffMemberSchema,
    password: z.string(),
    totpSecret: z.string(),
    otpauthUri: z.string(),
  }),
);
export const consoleStaffParamsSchema = z.object({ staffId: z.string().check(z.uuid()) });
export const consoleStaffUpdateRequestSchema = z.object({
  role: z.optional(z.enum(STAFF_ROLES)),
  disabled: z.optional(z.boolean()),
});
export const consoleStaffMemberResponseSchema = envelopeSchema(
  z.object({ staff: consoleStaffMemberSchema }),
);

// --- Messages --------------------------------------------------------------------------------

export const CONSOLE_MESSAGE_LISTS = ['waiting', 'dead'] as const;
export const consoleMessagesQuerySchema = z.object({
  status: z._default(z.enum(CONSOLE_MESSAGE_LISTS), 'dead'),
});
/** A queued or dead message (e-mail, SMS, webhook delivery, logout token) as the console lists it: never its text. */
export const consoleMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms', 'webhook', 'logout']),
  purpose: z.string(),
  recipientMasked: z.string(),
  status: z.string(),
  attempts: z.int(),
  lastError: z.nullable(z.string()),
  /** ISO 8601. */
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  deadAt: z.nullable(z.string()),
});
export type ConsoleMessage = z.infer<typeof consoleMessageSchema>;
export const consoleMessagesResponseSchema = envelopeSchema(
  z.object({ messages: z.array(consoleMessageSchema) }),
);
export const consoleMessageParamsSchema = z.object({ messageId: z.uuid() });
