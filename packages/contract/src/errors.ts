import * as z from 'zod/mini';

export interface ErrorEntry {
  code: number;
  status: number;
  error?: string;
  description?: string;
}

/**
 * Every error the account server answers with. The numbers of spec §8 keep their values; the
 * codes the spec does not give (transport and OAuth failures) use HTTP status × 100 + n, so they
 * never collide with the spec's five-digit codes. `description` is the token-call
 * `error_description` text of spec §8 where one applies. The web shows `errors.<name>`.
 */
export const errorCatalogue = {
  // Spec §8, by code.
  passwordRecentlyUsed: { code: 10000, status: 400 },
  invalidParameter: { code: 10007, status: 400 },
  /** A password that cannot be right (empty, too long) at sign-in or as the current password. */
  invalidPassword: { code: 10009, status: 400 },
  verificationCodeInvalid: { code: 11000, status: 400 },
  verificationCodeExpired: { code: 11001, status: 400 },
  codeSendFailed: { code: 11002, status: 502 },
  codeSentTooOften: { code: 11003, status: 429 },
  codeSendLimitReached: { code: 11004, status: 429 },
  mobileNotSignedUp: { code: 30400, status: 404 },
  accountNotRegistered: { code: 30401, status: 404 },
  mobileAlreadySignedUp: { code: 30900, status: 409 },
  emailAlreadySignedUp: { code: 30901, status: 409 },
  emailOccupied: { code: 30911, status: 409 },
  emailSameAsCurrent: { code: 30913, status: 400 },
  /**
   * Not in the spec; numbered in its e-mail family. The undo link of an e-mail change (sent to
   * the old address) is unknown, expired, already used or of another tenant: one answer for all.
   * Nothing is changed.
   */
  emailChangeUndoInvalid: { code: 30914, status: 400 },
  passwordIncorrect: { code: 30916, status: 400 },
  /**
   * Not in the spec; numbered in the account family (decision 048). The cancel link of an
   * account deletion is unknown, past the grace period, already used or of another tenant: one
   * answer for all. Nothing is changed.
   */
  accountDeletionLinkInvalid: { code: 30921, status: 400 },
  /**
   * Decision 048: the typed confirmation of an account deletion is not the account's e-mail
   * address, phone number or product ID. Nothing is changed.
   */
  deletionConfirmationMismatch: { code: 30922, status: 400 },
  /**
   * Not in the spec; numbered beside its password codes. A new password (registration, reset,
   * change) that is on the common-password blocklist, compared case-insensitively (DESIGN §5,
   * ASVS 6.2.4). Nothing is changed and no code is used up.
   */
  passwordTooCommon: { code: 30917, status: 400 },
  newPasswordSameAsOld: { code: 30918, status: 400 },

  // Spec §8, by error_description (token and login answers).
  exceedMaxLoginAttempts: {
    code: 40010,
    status: 400,
    error: 'invalid_grant',
    description: 'exceed max login attempts',
  },
  userPasswordNotMatch: {
    code: 40011,
    status: 400,
    error: 'invalid_grant',
    description: 'user password not match',
  },
  usernameOrPasswordError: {
    code: 40012,
    status: 400,
    error: 'invalid_grant',
    description: 'username or password error',
  },
  invalidOrExpiredVerification: {
    code: 40013,
    status: 400,
    error: 'invalid_grant',
    description: 'Invalid or expired verification',
  },

  // Codes the spec leaves open (DESIGN §7).
  badRequest: { code: 40000, status: 400 },
  unsupportedGrantType: { code: 40014, status: 400, error: 'unsupported_grant_type' },
  /**
   * The authenticated client may not use this grant: the password grant and its code and
   * double-check steps belong to the first-party web client only (DESIGN §5, ASVS 10.4.4).
   */
  unauthorizedClient: { code: 40015, status: 400, error: 'unauthorized_client' },
  /** Token call: `target-client-id` names no registered client. No session is created. */
  unknownTargetClient: { code: 40016, status: 400, error: 'invalid_request' },
  /**
   * Token call, `second_factor` grant (issue 24): the authenticator-app code or recovery code is
   * wrong, already used (a code is accepted once in its window) or the ticket is unknown/expired.
   */
  secondFactorInvalid: {
    code: 40018,
    status: 400,
    error: 'invalid_grant',
    description: 'invalid second factor',
  },
  /** A call that needs a slide-to-verify ticket came without one, or with an expired or used one. */
  sliderRequired: { code: 40020, status: 400 },
  /** A slider answer off target or implausible, or for an unknown, expired or used challenge. */
  sliderFailed: { code: 40021, status: 400 },
  /** Registration with a birth date under MIN_AGE; `msg` names the age. No account is created. */
  underMinimumAge: { code: 40030, status: 400 },
  /**
   * A `Tenant-Id` header that is not six digits or names a tenant the server does not know
   * (TENANT_IDS). Refused before anything else happens.
   */
  unknownTenant: { code: 40040, status: 400 },
  /**
   * Request security (docs/decisions/015-request-security.md). Nothing is changed by a call
   * refused with one of these. A password field that does not decrypt: malformed, unknown or
   * retired key, wrong ciphertext — one answer for all (no padding oracle); also a plain password
   * when PASSWORD_ENCRYPTION=required (`msg: "password must be encrypted"`). Fetch the public key
   * again, encrypt again, retry once.
   */
  decryptionFailed: { code: 40050, status: 400 },
  /** `X-Client-Context` missing (CONTEXT_HEADER=required), malformed, tampered or of a retired key. */
  contextHeaderInvalid: { code: 40051, status: 400 },
  /** A signed call's signature headers missing (SIGNATURES=required), malformed or not matching. */
  signatureInvalid: { code: 40052, status: 400 },
  /** A signed call's `X-Timestamp` is outside the server's window (±5 min): correct the clock. */
  signatureExpired: { code: 40053, status: 400 },
  /** A signed call's `X-Nonce` was used before: a replay (or a retry of a call that arrived). */
  nonceReused: { code: 40054, status: 400 },
  /**
   * Shop login (docs/decisions/021-shop-login.md). The web app shows these on its own page and
   * never redirects. `client_id` names no registered client.
   */
  unknownClient: { code: 40060, status: 400, error: 'invalid_request' },
  /** `redirect_url` is not, character for character, one of the client's registered URLs. */
  redirectUrlNotRegistered: { code: 40061, status: 400, error: 'invalid_request' },
  /**
   * The web app finishes a sign-in request (`interaction`) of the OpenID provider that is unknown,
   * expired, already finished or of another client or redirect URL, or the store redirect for a
   * client that is not the shop. (Bad authorization requests themselves are the provider's: sent
   * back to a registered client as `error=`, shown on its page otherwise.)
   */
  invalidAuthorizationRequest: { code: 40062, status: 400, error: 'invalid_request' },
  /**
   * A passkey answer that does not verify: forged or of an unknown credential, wrong origin or
   * relying party, unknown, expired or already used challenge (issue 24). Nothing is changed.
   */
  passkeyInvalid: { code: 40070, status: 400 },
  /**
   * Adding a passkey, enrolling or disabling the authenticator app needs a recent sign-in
   * (REAUTH_MAX_AGE): sign in again, then retry.
   */
  reauthenticationRequired: { code: 40071, status: 403 },
  /**
   * Decision 038: adding a passkey, turning the authenticator app off and signing the other
   * devices out need the current password (or an authenticator code when the app is on) in the
   * same call. Nothing is changed.
   */
  stepUpRequired: { code: 40072, status: 403 },
  /**
   * Decision 050 (sign-in with another provider): the connector's ticket or state is unknown,
   * expired, used, or was started by another browser. Nothing is changed; start again.
   */
  connectorTicketInvalid: { code: 40090, status: 400 },
  /** Decision 050: that upstream identity is already linked to another account. */
  connectorIdentityTaken: { code: 40091, status: 409 },
  /** Decision 050: unlinking the account's last way to sign in is refused. */
  connectorLastSignInMethod: { code: 40092, status: 409 },
  /** Decision 050: the upstream provider refused or failed (its answer is logged, not shown). */
  connectorUpstreamFailed: { code: 40093, status: 502 },
  /** Missing, unknown, expired or revoked access token. */
  tokenInvalid: { code: 40100, status: 401 },
  /** Client authentication failed (Basic authorization). */
  invalidClient: { code: 40101, status: 401, error: 'invalid_client' },
  /** Refresh token unknown, expired or reused: the session has ended. */
  sessionExpired: { code: 40102, status: 401, error: 'invalid_grant' },
  /**
   * Support console (issue 26, decision 035). No console session: none sent, unknown, ended,
   * idle too long or past its lifetime. User and relying-party tokens are never a console session.
   */
  consoleSessionRequired: { code: 40110, status: 401 },
  /** Console sign-in: the e-mail, password or authenticator code is wrong (one answer for all). */
  consoleSignInFailed: { code: 40111, status: 401 },
  /** The console session has passed the password but not yet the authenticator code. */
  consoleSecondFactorRequired: { code: 40112, status: 401 },
  /**
   * Too many wrong console sign-ins from this address and IP, or authenticator codes of this member:
   * nothing is evaluated until the window ends (decision 039). Unknown and staff addresses alike.
   */
  consoleStaffLocked: { code: 40113, status: 401 },
  /**
   * Phone registration or sign-in by phone number for a number whose country is outside the
   * region groups that allow phone login (PHONE_REGION_GROUPS, DESIGN §4).
   */
  phoneRegionNotAllowed: { code: 40310, status: 403 },
  /**
   * The account was disabled in the support console: no sign-in (password, code or second step)
   * until staff enable it again. Nothing is changed.
   */
  accountDisabled: {
    code: 40320,
    status: 403,
    error: 'invalid_grant',
    description: 'account disabled',
  },
  /** A console call that changes something came without its session's `X-Console-Csrf` token. */
  consoleCsrfInvalid: { code: 40321, status: 403 },
  /** The staff member's role may not do this (support staff on an admin route). */
  consoleRoleForbidden: { code: 40322, status: 403 },
  /** A console call carrying a user's or relying party's token (`Authorization`, `{Brand}-Auth`). */
  consoleForeignToken: { code: 40323, status: 403 },
  /** Console admin input the schema allows but the rules refuse (a redirect URL, a legal text); `msg` says which. */
  consoleInputRefused: { code: 40080, status: 400 },
  /** The console names a client, staff member or document version that does not exist. */
  consoleItemNotFound: { code: 40410, status: 404 },
  /**
   * A client id or staff e-mail address that is taken already; the management API's deletion of an
   * account whose deletion is pending already.
   */
  consoleItemExists: { code: 40910, status: 409 },
  /** A change to one's own staff account, or one that would leave no enabled admin. */
  consoleStaffProtected: { code: 40911, status: 409 },
  notFound: { code: 40400, status: 404 },
  /** The session or passkey named is not (or no longer) one of the signed-in account's. */
  securityItemNotFound: { code: 40401, status: 404 },
  /** Acceptance of a legal document version that is not the user's current one. */
  legalVersionNotCurrent: { code: 40900, status: 409 },
  /** Enrolling the authenticator app while one is already confirmed: disable it first. */
  totpAlreadyEnabled: { code: 40901, status: 409 },
  payloadTooLarge: { code: 41300, status: 413 },
  unsupportedMediaType: { code: 41500, status: 415 },
  tooManyRequests: { code: 42900, status: 429 },
  internalError: { code: 50000, status: 500 },
  serviceUnavailable: { code: 50300, status: 503 },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorName = keyof typeof errorCatalogue;

export const errorNames = Object.keys(errorCatalogue) as ErrorName[];

/**
 * Errors that only the support console's own calls answer (decision 035). The user app never
 * calls those routes, so it carries no texts for them and its first load does not grow.
 * `accountDisabled` is not one of them: a user's sign-in meets it.
 */
export const consoleOnlyErrorNames = [
  'consoleSessionRequired',
  'consoleSignInFailed',
  'consoleSecondFactorRequired',
  'consoleStaffLocked',
  'consoleCsrfInvalid',
  'consoleRoleForbidden',
  'consoleForeignToken',
  'consoleInputRefused',
  'consoleItemNotFound',
  'consoleItemExists',
  'consoleStaffProtected',
] as const satisfies readonly ErrorName[];
export type ConsoleOnlyErrorName = (typeof consoleOnlyErrorNames)[number];
/** The errors the user app has a text for in every language. */
export type UserAppErrorName = Exclude<ErrorName, ConsoleOnlyErrorName>;

const consoleOnly: ReadonlySet<string> = new Set(consoleOnlyErrorNames);

export function isConsoleOnlyErrorName(name: string | undefined): name is ConsoleOnlyErrorName {
  return name !== undefined && consoleOnly.has(name);
}

const byCode = new Map<number, ErrorName>(
  errorNames.map((name) => [errorCatalogue[name].code, name]),
);
const byDescription = new Map<string, ErrorName>(
  errorNames.flatMap((name) => {
    const entry: ErrorEntry = errorCatalogue[name];
    return entry.description ? [[entry.description.toLowerCase(), name] as const] : [];
  }),
);

/** The catalogue name for an error body: by `error_description` first (spec §8), then by `code`. */
export function errorNameOf(body: {
  code?: number | undefined;
  error_description?: string | undefined;
}): ErrorName | undefined {
  const described = body.error_description
    ? byDescription.get(body.error_description.toLowerCase())
    : undefined;
  return described ?? (body.code === undefined ? undefined : byCode.get(body.code));
}

/** The error body of every failed call (spec §3: code, msg, error, error_description). */
export const errorBodySchema = z.object({
  code: z.int(),
  msg: z.string(),
  error: z.optional(z.string()),
  error_description: z.optional(z.string()),
  /** With 11003 (and 42900): seconds until the call may be repeated; also sent as `Retry-After`. */
  retryAfterSeconds: z.optional(z.int().check(z.nonnegative())),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The success code every enveloped answer carries. */
export const SUCCESS_CODE = 0;

/**
 * `msg` values the server sends with code 10007 and 30916, so that the web can pick the spec's
 * text (spec §8: "chosen by the message").
 */
export const errorMessages = {
  invalidPhone: 'invalid phone',
  invalidEmail: 'invalid email',
  emailLength: 'email length',
  codeNotRequested: 'code not requested',
  originalPasswordWrong: 'original password is wrong',
  passwordRule: 'password rule',
} as const;
