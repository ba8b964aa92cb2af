import type { ErrorName } from '#errors.ts';
import { apiPaths } from '#paths.ts';
import { ENCRYPTED_PASSWORD_FIELDS } from '#security/encryption.ts';
import { SIGNED_CALLS } from '#security/signature.ts';
import { consolePaths } from '#endpoints/console.ts';
import { consoleAdminPaths } from '#endpoints/console-admin.ts';
import { consoleDeletionPaths } from '#endpoints/account-deletion.ts';
import { consoleImportPaths } from '#endpoints/console-user-imports.ts';
import { consoleConnectorPaths } from '#endpoints/console-connectors.ts';
import { managementPaths, type ManagementScope } from '#endpoints/management.ts';
import { consoleWebhookPaths } from '#endpoints/webhooks.ts';
import {
  CONSOLE_MAIL_PREVIEW_HTML_PATH,
  CONSOLE_MAIL_PREVIEWS_PATH,
} from '#endpoints/console-mail.ts';

/**
 * Who may call an operation (decision 052):
 * - `public`: anyone (no credential);
 * - `session`: a first-party sign-in's access token in `{Brand}-Auth`;
 * - `client`: `Authorization: Basic` client authentication (the token call);
 * - `consoleSignIn`: the console's sign-in (no session yet, or one past the password only);
 * - `console`, `consoleAdmin`: a signed-in console session (cookie `ac_console`), admin role for the latter;
 * - `machine`: a machine client's bearer token for the management API with `scope` (decision 052).
 */
export type OperationAuth =
  'public' | 'session' | 'client' | 'consoleSignIn' | 'console' | 'consoleAdmin' | 'machine';

/** When an operation needs a `Slider-Ticket`: on every call, or only for the sign-in grants / login code. */
export type SliderNeed = 'always' | 'sometimes';

export interface OperationDoc {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as OpenAPI writes it: `{brand}` for the brand segment, `{name}` for a parameter. */
  readonly path: string;
  readonly operationId: string;
  readonly summary: string;
  readonly auth: OperationAuth;
  readonly slider?: SliderNeed;
  /** The management scope a `machine` call needs. */
  readonly scope?: ManagementScope;
  /**
   * The errors of the call itself, as API.md lists them under the call ("Errors: …"). The errors
   * every call of its kind can give (tenant, request security, authentication, slider, body) are
   * added by `operationErrors`.
   */
  readonly errors: readonly ErrorName[];
}

/** The API's paths with `{brand}` for the brand segment (as API.md and the OpenAPI document write them). */
export const API_PATH_TEMPLATES = apiPaths('{brand}');
export type ApiOperationName = keyof typeof API_PATH_TEMPLATES;

const p = API_PATH_TEMPLATES;
/** A Fastify path (`:name`) as OpenAPI writes it (`{name}`). */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z]+)/g, '{$1}');
const c = (path: string) => openApiPath(path);

const m = managementPaths('{brand}');

const STEP_UP_ERRORS = [
  'stepUpRequired',
  'passwordIncorrect',
  'secondFactorInvalid',
  'exceedMaxLoginAttempts',
] as const satisfies readonly ErrorName[];
const AUTH_CODE_ERRORS = [
  'unknownClient',
  'redirectUrlNotRegistered',
  'invalidAuthorizationRequest',
  'reauthenticationRequired',
] as const satisfies readonly ErrorName[];

/** Every operation of the API and the console's API, with what a generator needs to know of it. */
export const OPERATIONS: readonly OperationDoc[] = [
  // --- Before any sign-in -------------------------------------------------------------------
  {
    method: 'POST',
    path: p.publicKey,
    operationId: 'publicKey',
    summary: 'The public keys that encrypt passwords and the client context',
    auth: 'public',
    errors: [],
  },
  {
    method: 'POST',
    path: p.sliderChallenge,
    operationId: 'sliderChallenge',
    summary: 'Start a slide-to-verify challenge',
    auth: 'public',
    errors: ['tooManyRequests'],
  },
  {
    method: 'POST',
    path: p.sliderVerify,
    operationId: 'sliderVerify',
    summary: 'Answer a slide-to-verify challenge and get its ticket',
    auth: 'public',
    errors: ['sliderFailed'],
  },
  // --- Registration -------------------------------------------------------------------------
  {
    method: 'POST',
    path: p.registerEmailCode,
    operationId: 'registerEmailCode',
    summary: 'Send a registration code to an e-mail address',
    auth: 'public',
    slider: 'always',
    errors: [
      'invalidParameter',
      'codeSendFailed',
      'codeSentTooOften',
      'codeSendLimitReached',
      'emailAlreadySignedUp',
    ],
  },
  {
    method: 'POST',
    path: p.registerEmailVerification,
    operationId: 'registerEmailVerification',
    summary: 'Verify the e-mail code and create the account',
    auth: 'public',
    slider: 'always',
    errors: [
      'invalidParameter',
      'verificationCodeInvalid',
      'verificationCodeExpired',
      'emailAlreadySignedUp',
      'passwordIncorrect',
      'passwordTooCommon',
      'underMinimumAge',
    ],
  },
  {
    method: 'POST',
    path: p.registerSms,
    operationId: 'registerSms',
    summary: 'Send a registration code by SMS',
    auth: 'public',
    slider: 'always',
    errors: [
      'invalidParameter',
      'codeSendFailed',
      'codeSentTooOften',
      'codeSendLimitReached',
      'mobileAlreadySignedUp',
      'phoneRegionNotAllowed',
    ],
  },
  {
    method: 'POST',
    path: p.registerSmsVerification,
    operationId: 'registerSmsVerification',
    summary: 'Verify the SMS code and create the account',
    auth: 'public',
    slider: 'always',
    errors: [
      'invalidParameter',
      'verificationCodeInvalid',
      'verificationCodeExpired',
      'mobileAlreadySignedUp',
      'passwordIncorrect',
      'passwordTooCommon',
      'underMinimumAge',
      'phoneRegionNotAllowed',
    ],
  },
  // --- Sign-in ------------------------------------------------------------------------------
  {
    method: 'POST',
    path: p.token,
    operationId: 'token',
    summary: 'Sign in, take the next sign-in step or refresh the tokens (token call)',
    auth: 'client',
    slider: 'sometimes',
    errors: [
      'invalidParameter',
      'invalidPassword',
      'exceedMaxLoginAttempts',
      'userPasswordNotMatch',
      'usernameOrPasswordError',
      'invalidOrExpiredVerification',
      'unsupportedGrantType',
      'unauthorizedClient',
      'unknownTargetClient',
      'secondFactorInvalid',
      'passkeyInvalid',
      'sessionExpired',
      'phoneRegionNotAllowed',
      'accountDisabled',
      'connectorTicketInvalid',
    ],
  },
  {
    method: 'POST',
    path: p.oauthEmail,
    operationId: 'sendSignInCode',
    summary: 'Send a sign-in or double-check code',
    auth: 'public',
    slider: 'sometimes',
    errors: [
      'codeSendFailed',
      'codeSentTooOften',
      'codeSendLimitReached',
      'mobileNotSignedUp',
      'accountNotRegistered',
      'sessionExpired',
      'phoneRegionNotAllowed',
    ],
  },
  {
    method: 'POST',
    path: p.passkeySignInOptions,
    operationId: 'passkeySignInOptions',
    summary: 'The options of a passkey sign-in',
    auth: 'public',
    errors: ['passkeyInvalid'],
  },
  {
    method: 'GET',
    path: p.logout,
    operationId: 'logout',
    summary: 'Sign out: end this session',
    auth: 'session',
    errors: [],
  },
  // --- Password and e-mail ------------------------------------------------------------------
  {
    method: 'POST',
    path: p.resetPasswordCode,
    operationId: 'resetPasswordCode',
    summary: 'Send a password reset code',
    auth: 'public',
    slider: 'always',
    errors: [
      'codeSendFailed',
      'codeSentTooOften',
      'codeSendLimitReached',
      'mobileNotSignedUp',
      'accountNotRegistered',
      'phoneRegionNotAllowed',
    ],
  },
  {
    method: 'POST',
    path: p.resetPassword,
    operationId: 'resetPassword',
    summary: 'Set a new password with a reset code',
    auth: 'public',
    errors: [
      'passwordRecentlyUsed',
      'invalidParameter',
      'verificationCodeInvalid',
      'verificationCodeExpired',
      'mobileNotSignedUp',
      'accountNotRegistered',
      'passwordIncorrect',
      'passwordTooCommon',
      'phoneRegionNotAllowed',
    ],
  },
  {
    method: 'POST',
    path: p.changePassword,
    operationId: 'changePassword',
    summary: 'Change the password',
    auth: 'session',
    errors: [
      'passwordRecentlyUsed',
      'invalidPassword',
      'passwordIncorrect',
      'passwordTooCommon',
      'newPasswordSameAsOld',
      'exceedMaxLoginAttempts',
    ],
  },
  {
    method: 'POST',
    path: p.changeEmailCode,
    operationId: 'changeEmailCode',
    summary: 'Send a code to the new e-mail address',
    auth: 'session',
    errors: [
      'invalidParameter',
      'codeSendFailed',
      'codeSentTooOften',
      'codeSendLimitReached',
      'emailOccupied',
      'emailSameAsCurrent',
    ],
  },
  {
    method: 'POST',
    path: p.changeEmail,
    operationId: 'changeEmail',
    summary: 'Change the e-mail address with its code',
    auth: 'session',
    errors: [
      'invalidParameter',
      'invalidPassword',
      'verificationCodeInvalid',
      'verificationCodeExpired',
      'emailOccupied',
      'emailSameAsCurrent',
      'passwordIncorrect',
      'exceedMaxLoginAttempts',
    ],
  },
  {
    method: 'POST',
    path: p.undoEmailChange,
    operationId: 'undoEmailChange',
    summary: 'Undo an e-mail change with the link sent to the old address',
    auth: 'public',
    errors: ['invalidParameter', 'emailOccupied', 'emailChangeUndoInvalid'],
  },
  // --- The signed-in account ----------------------------------------------------------------
  {
    method: 'GET',
    path: p.userInfo,
    operationId: 'userInfo',
    summary: "The signed-in user's account",
    auth: 'session',
    errors: [],
  },
  {
    method: 'GET',
    path: p.activity,
    operationId: 'activity',
    summary: "The account's security events",
    auth: 'session',
    errors: [],
  },
  {
    method: 'GET',
    path: p.sessions,
    operationId: 'sessions',
    summary: "The account's signed-in devices",
    auth: 'session',
    errors: [],
  },
  {
    method: 'POST',
    path: p.endSession,
    operationId: 'endSession',
    summary: 'End one session of the account',
    auth: 'session',
    errors: ['invalidParameter', 'securityItemNotFound'],
  },
  {
    method: 'POST',
    path: p.endOtherSessions,
    operationId: 'endOtherSessions',
    summary: 'End every other session of the account',
    auth: 'session',
    errors: [...STEP_UP_ERRORS],
  },
  {
    method: 'GET',
    path: p.totp,
    operationId: 'totpStatus',
    summary: 'Whether the authenticator app is on',
    auth: 'session',
    errors: [],
  },
  {
    method: 'POST',
    path: p.totpSetup,
    operationId: 'totpSetup',
    summary: 'A new authenticator-app secret, not yet on',
    auth: 'session',
    errors: ['reauthenticationRequired', 'totpAlreadyEnabled'],
  },
  {
    method: 'POST',
    path: p.totpConfirm,
    operationId: 'totpConfirm',
    summary: 'Turn the authenticator app on with its first code',
    auth: 'session',
    errors: ['secondFactorInvalid', 'securityItemNotFound', 'totpAlreadyEnabled'],
  },
  {
    method: 'POST',
    path: p.totpDisable,
    operationId: 'totpDisable',
    summary: 'Turn the authenticator app off',
    auth: 'session',
    errors: ['reauthenticationRequired', ...STEP_UP_ERRORS, 'securityItemNotFound'],
  },
  {
    method: 'GET',
    path: p.passkeys,
    operationId: 'passkeys',
    summary: "The account's passkeys",
    auth: 'session',
    errors: [],
  },
  {
    method: 'POST',
    path: p.passkeyRegisterOptions,
    operationId: 'passkeyRegisterOptions',
    summary: 'The options of adding a passkey',
    auth: 'session',
    errors: ['reauthenticationRequired', ...STEP_UP_ERRORS],
  },
  {
    method: 'POST',
    path: p.passkeyRegister,
    operationId: 'passkeyRegister',
    summary: 'Add a passkey',
    auth: 'session',
    errors: ['reauthenticationRequired', 'passkeyInvalid'],
  },
  {
    method: 'POST',
    path: p.passkeyRename,
    operationId: 'passkeyRename',
    summary: 'Rename a passkey',
    auth: 'session',
    errors: ['securityItemNotFound'],
  },
  {
    method: 'POST',
    path: p.passkeyRemove,
    operationId: 'passkeyRemove',
    summary: 'Remove a passkey',
    auth: 'session',
    errors: ['securityItemNotFound'],
  },
  // --- Account deletion and data export (decision 048) ----------------------------------------
  {
    method: 'POST',
    path: p.accountDeletion,
    operationId: 'accountDeletion',
    summary: 'Delete the account (after a grace period, with a cancel link)',
    auth: 'session',
    errors: [...STEP_UP_ERRORS, 'passkeyInvalid', 'deletionConfirmationMismatch'],
  },
  {
    method: 'POST',
    path: p.cancelAccountDeletion,
    operationId: 'cancelAccountDeletion',
    summary: "Cancel a pending account deletion with the notice's link",
    auth: 'public',
    errors: ['accountDeletionLinkInvalid'],
  },
  {
    method: 'POST',
    path: p.dataExport,
    operationId: 'dataExport',
    summary: 'Download everything held about the account (JSON or HTML)',
    auth: 'session',
    errors: [...STEP_UP_ERRORS, 'passkeyInvalid'],
  },
  // --- Legal documents ----------------------------------------------------------------------
  {
    method: 'GET',
    path: p.privacy,
    operationId: 'legalDocument',
    summary: 'A legal document (user agreement or privacy policy) in a language',
    auth: 'public',
    errors: ['notFound'],
  },
  {
    method: 'POST',
    path: p.homeRuleList,
    operationId: 'homeRuleList',
    summary: 'The legal documents the user must accept and whether they have',
    auth: 'session',
    errors: [],
  },
  {
    method: 'POST',
    path: p.homeRuleCheck,
    operationId: 'homeRuleCheck',
    summary: 'Accept the current legal documents',
    auth: 'session',
    errors: ['legalVersionNotCurrent'],
  },
  // --- Shop login and relying parties -------------------------------------------------------
  {
    method: 'GET',
    path: p.oauthClient,
    operationId: 'oauthClient',
    summary: 'Whether a client and redirect URL are registered (shop login)',
    auth: 'public',
    errors: ['unknownClient', 'redirectUrlNotRegistered'],
  },
  {
    method: 'GET',
    path: p.authCode,
    operationId: 'authCode',
    summary: 'Finish a sign-in request for a relying party',
    auth: 'session',
    errors: [...AUTH_CODE_ERRORS],
  },
  {
    method: 'POST',
    path: p.oauthConsent,
    operationId: 'oauthConsent',
    summary: "The consent screen's answer",
    auth: 'session',
    errors: [...AUTH_CODE_ERRORS],
  },
  {
    method: 'POST',
    path: p.storeRedirect,
    operationId: 'storeRedirect',
    summary: 'Sign the customer into the shop (store redirect)',
    auth: 'session',
    errors: [...AUTH_CODE_ERRORS],
  },
  {
    method: 'GET',
    path: p.apps,
    operationId: 'apps',
    summary: 'The apps that can sign the user in',
    auth: 'session',
    errors: [],
  },
  {
    method: 'POST',
    path: p.appsRevoke,
    operationId: 'appsRevoke',
    summary: "Revoke an app's grant",
    auth: 'session',
    errors: ['notFound'],
  },
  // --- Sign-in with other providers (connectors, decision 050) --------------------------------
  {
    method: 'GET',
    path: p.connectors,
    operationId: 'connectors',
    summary: "The tenant's enabled sign-in providers (connectors)",
    auth: 'public',
    errors: [],
  },
  {
    method: 'POST',
    path: p.connectorTicket,
    operationId: 'connectorTicket',
    summary: "What a connector's one-time ticket leads to (sign-in, register, link)",
    auth: 'public',
    errors: ['connectorTicketInvalid'],
  },
  {
    method: 'POST',
    path: p.connectorRegister,
    operationId: 'connectorRegister',
    summary: "Create an account from a connector's register ticket",
    auth: 'public',
    errors: [
      'invalidParameter',
      'verificationCodeInvalid',
      'verificationCodeExpired',
      'connectorTicketInvalid',
      'underMinimumAge',
      'emailAlreadySignedUp',
      'connectorIdentityTaken',
    ],
  },
  {
    method: 'POST',
    path: p.connectorLinkExisting,
    operationId: 'connectorLinkExisting',
    summary: "Link a connector's identity to the existing account (password, code or passkey)",
    auth: 'public',
    errors: [
      'invalidParameter',
      'connectorTicketInvalid',
      'userPasswordNotMatch',
      'exceedMaxLoginAttempts',
      'invalidOrExpiredVerification',
      'passkeyInvalid',
      'connectorIdentityTaken',
    ],
  },
  {
    method: 'POST',
    path: p.connectorLinkExistingCode,
    operationId: 'connectorLinkExistingCode',
    summary: "Send a code to the existing account of a connector's ticket",
    auth: 'public',
    errors: [
      'invalidParameter',
      'connectorTicketInvalid',
      'codeSendFailed',
      'codeSentTooOften',
      'codeSendLimitReached',
    ],
  },
  {
    method: 'GET',
    path: p.connectorIdentities,
    operationId: 'connectorIdentities',
    summary: "The account's linked sign-in providers",
    auth: 'session',
    errors: [],
  },
  {
    method: 'POST',
    path: p.connectorLink,
    operationId: 'connectorLink',
    summary: 'Start linking a sign-in provider to the account (step-up proof)',
    auth: 'session',
    errors: [...STEP_UP_ERRORS, 'connectorTicketInvalid'],
  },
  {
    method: 'POST',
    path: p.connectorUnlink,
    operationId: 'connectorUnlink',
    summary: 'Unlink a sign-in provider from the account',
    auth: 'session',
    errors: ['connectorTicketInvalid', 'connectorLastSignInMethod'],
  },
  // --- Support console ----------------------------------------------------------------------
  {
    method: 'POST',
    path: c(consolePaths.signIn),
    operationId: 'consoleSignIn',
    summary: 'Console: sign in (password, optionally with the authenticator code)',
    auth: 'consoleSignIn',
    errors: ['invalidParameter', 'consoleSignInFailed', 'consoleStaffLocked'],
  },
  {
    method: 'POST',
    path: c(consolePaths.signInTotp),
    operationId: 'consoleSignInTotp',
    summary: "Console: the sign-in's authenticator code",
    auth: 'consoleSignIn',
    errors: [
      'consoleSessionRequired',
      'consoleSignInFailed',
      'consoleStaffLocked',
      'consoleCsrfInvalid',
    ],
  },
  {
    method: 'POST',
    path: c(consolePaths.signOut),
    operationId: 'consoleSignOut',
    summary: 'Console: sign out',
    auth: 'console',
    errors: [],
  },
  {
    method: 'GET',
    path: c(consolePaths.me),
    operationId: 'consoleMe',
    summary: 'Console: the signed-in staff member',
    auth: 'console',
    errors: [],
  },
  {
    method: 'GET',
    path: c(consolePaths.users),
    operationId: 'consoleFindUsers',
    summary: 'Console: find an account by e-mail, phone or product ID',
    auth: 'console',
    errors: ['invalidParameter'],
  },
  {
    method: 'GET',
    path: c(consolePaths.user),
    operationId: 'consoleUser',
    summary: 'Console: an account with its sessions, passkeys and activity',
    auth: 'console',
    errors: ['notFound'],
  },
  {
    method: 'POST',
    path: c(consolePaths.userAction),
    operationId: 'consoleUserAction',
    summary: 'Console: act on an account (unlock, disable, end sessions …)',
    auth: 'console',
    errors: ['notFound'],
  },
  {
    method: 'GET',
    path: c(consoleDeletionPaths.list),
    operationId: 'consoleDeletions',
    summary: 'Console: the pending account deletions',
    auth: 'console',
    errors: [],
  },
  {
    method: 'POST',
    path: c(consoleDeletionPaths.cancel),
    operationId: 'consoleCancelDeletion',
    summary: "Console: cancel an account's pending deletion",
    auth: 'console',
    errors: ['consoleItemNotFound'],
  },
  {
    method: 'POST',
    path: c(consoleDeletionPaths.erase),
    operationId: 'consoleEraseAccount',
    summary: 'Console: erase an account with a pending deletion now',
    auth: 'consoleAdmin',
    errors: ['consoleItemNotFound'],
  },
  {
    method: 'GET',
    path: c(consoleConnectorPaths.connectors),
    operationId: 'consoleConnectors',
    summary: "Console: the tenant's connectors, without their secrets",
    auth: 'consoleAdmin',
    errors: [],
  },
  {
    method: 'POST',
    path: c(consoleConnectorPaths.connectors),
    operationId: 'consoleSaveConnector',
    summary: 'Console: add or change a connector (the secret write-only)',
    auth: 'consoleAdmin',
    errors: ['invalidParameter'],
  },
  {
    method: 'POST',
    path: c(consoleConnectorPaths.connectorEnabled),
    operationId: 'consoleConnectorEnabled',
    summary: 'Console: enable or disable a connector',
    auth: 'consoleAdmin',
    errors: ['consoleItemNotFound'],
  },
  {
    method: 'GET',
    path: c(CONSOLE_MAIL_PREVIEWS_PATH),
    operationId: 'consoleMailPreviews',
    summary: 'Console: every e-mail of a brand in a language, rendered with sample values',
    auth: 'consoleAdmin',
    errors: ['consoleInputRefused'],
  },
  {
    method: 'GET',
    path: c(CONSOLE_MAIL_PREVIEW_HTML_PATH),
    operationId: 'consoleMailPreviewHtml',
    summary: "Console: one e-mail's HTML part as a page, for the preview frame",
    auth: 'consoleAdmin',
    errors: ['consoleInputRefused', 'consoleItemNotFound'],
  },
  {
    method: 'GET',
    path: c(consoleConnectorPaths.userIdentities),
    operationId: 'consoleUserIdentities',
    summary: "Console: an account's linked identities",
    auth: 'console',
    errors: ['notFound'],
  },
  {
    method: 'GET',
    path: c(consoleImportPaths.userImports),
    operationId: 'consoleUserImports',
    summary: 'Console: the last user imports',
    auth: 'consoleAdmin',
    errors: [],
  },
  {
    method: 'POST',
    path: c(consoleImportPaths.userImports),
    operationId: 'consoleImportUsers',
    summary: 'Console: import users from a JSONL or CSV file',
    auth: 'consoleAdmin',
    errors: [],
  },
  {
    method: 'GET',
    path: c(consoleImportPaths.userImportRefusals),
    operationId: 'consoleUserImportRefusals',
    summary: 'Console: the refused rows of a user import',
    auth: 'consoleAdmin',
    errors: [],
  },
  {
    method: 'GET',
    path: c(consolePaths.audit),
    operationId: 'consoleAudit',
    summary: 'Console: the newest audit entries',
    auth: 'consoleAdmin',
    errors: [],
  },
  {
    method: 'GET',
    path: c(consoleAdminPaths.clients),
    operationId: 'consoleClients',
    summary: 'Console: every registered client',
    auth: 'consoleAdmin',
    errors: [],
  },
  {
    method: 'POST',
    path: c(consoleAdminPaths.clients),
    operationId: 'consoleCreateClient',
    summary: 'Console: register a client',
    auth: 'consoleAdmin',
    errors: ['consoleInputRefused', 'consoleItemExists'],
  },
  {
    method: 'PUT',
    path: c(consoleAdminPaths.client),
    operationId: 'consoleUpdateClient',
    summary: 'Console: change a client',
    auth: 'consoleAdmin',
    errors: ['consoleInputRefused', 'consoleItemNotFound'],
  },
  {
    method: 'DELETE',
    path: c(consoleAdminPaths.client),
    operationId: 'consoleDeleteClient',
    summary: 'Console: remove a client',
    auth: 'consoleAdmin',
    errors: ['consoleItemNotFound'],
  },
  {
    method: 'POST',
    path: c(consoleAdminPaths.clientSecret),
    operationId: 'consoleRotateClientSecret',
    summary: 'Console: a new secret for a client',
    auth: 'consoleAdmin',
    errors: ['consoleItemNotFound'],
  },
  {
    method: 'GET',
    path: c(consoleAdminPaths.legal),
    operationId: 'consoleLegalVersions',
    summary: 'Console: the published legal document versions',
    auth: 'consoleAdmin',
    errors: [],
  },
  {
    method: 'POST',
    path: c(consoleAdminPaths.legal),
    operationId: 'consolePublishLegalVersion',
    summary: 'Console: publish a legal document version',
    auth: 'consoleAdmin',
    errors: ['consoleInputRefused'],
  },
  {
    method: 'POST',
    path: c(consoleAdminPaths.legalTexts),
    operationId: 'consoleAddLegalTexts',
    summary: 'Console: add languages to a published version',
    auth: 'consoleAdmin',
    errors: ['consoleInputRefused', 'consoleItemNotFound'],
  },
  {
    method: 'GET',
    path: c(consoleAdminPaths.legalAcceptances),
    operationId: 'consoleLegalAcceptances',
    summary: 'Console: who accepted a legal document version',
    auth: 'consoleAdmin',
    errors: ['consoleItemNotFound'],
  },
  {
    method: 'GET',
    path: c(consoleAdminPaths.keys),
    operationId: 'consoleKeys',
    summary: 'Console: the encryption and signing keys',
    auth: 'consoleAdmin',
    errors: [],
  },
  {
    method: 'POST',
    path: c(consoleAdminPaths.keysRotate),
    operationId: 'consoleRotateKeys',
    summary: 'Console: new current keys',
    auth: 'consoleAdmin',
    errors: [],
  },
  {
    method: 'GET',
    path: c(consoleAdminPaths.staff),
    operationId: 'consoleStaff',
    summary: 'Console: every staff member',
    auth: 'consoleAdmin',
    errors: [],
  },
  {
    method: 'POST',
    path: c(consoleAdminPaths.staff),
    operationId: 'consoleCreateStaff',
    summary: 'Console: add a staff member',
    auth: 'consoleAdmin',
    errors: ['consoleInputRefused', 'consoleItemExists'],
  },
  {
    method: 'PATCH',
    path: c(consoleAdminPaths.staffMember),
    operationId: 'consoleUpdateStaff',
    summary: "Console: change a staff member's role or disable them",
    auth: 'consoleAdmin',
    errors: ['consoleInputRefused', 'consoleItemNotFound', 'consoleStaffProtected'],
  },
  {
    method: 'GET',
    path: c(consoleAdminPaths.messages),
    operationId: 'consoleMessages',
    summary: 'Console: the message queue (waiting or dead letters)',
    auth: 'consoleAdmin',
    errors: [],
  },
  {
    method: 'POST',
    path: c(consoleAdminPaths.messageRetry),
    operationId: 'consoleRetryMessage',
    summary: 'Console: queue a dead letter again',
    auth: 'consoleAdmin',
    errors: ['notFound'],
  },
  // --- Webhooks in the console (admins, decision 054) ---------------------------------------
  {
    method: 'GET',
    path: consoleWebhookPaths.webhooks,
    operationId: 'consoleWebhooks',
    summary: "Console: every tenant's webhook endpoints",
    auth: 'consoleAdmin',
    errors: [],
  },
  {
    method: 'POST',
    path: consoleWebhookPaths.webhooks,
    operationId: 'consoleCreateWebhook',
    summary: "Console: register a tenant's webhook endpoint (its secret is shown once)",
    auth: 'consoleAdmin',
    errors: ['consoleInputRefused'],
  },
  {
    method: 'POST',
    path: c(consoleWebhookPaths.webhookEnable),
    operationId: 'consoleEnableWebhook',
    summary: 'Console: enable a webhook endpoint again',
    auth: 'consoleAdmin',
    errors: ['notFound'],
  },
  {
    method: 'POST',
    path: c(consoleWebhookPaths.webhookTest),
    operationId: 'consoleTestWebhook',
    summary: 'Console: send a test event to a webhook endpoint',
    auth: 'consoleAdmin',
    errors: ['notFound'],
  },
  {
    method: 'GET',
    path: c(consoleWebhookPaths.webhookDeliveries),
    operationId: 'consoleWebhookDeliveries',
    summary: "Console: a webhook endpoint's last deliveries and their tries",
    auth: 'consoleAdmin',
    errors: ['notFound'],
  },
  // --- Management API (machine clients, decision 052) ----------------------------------------
  {
    method: 'GET',
    path: c(m.users),
    operationId: 'manageFindUsers',
    summary: 'Management: find an account by e-mail, phone or product ID',
    auth: 'machine',
    scope: 'users:read',
    errors: ['invalidParameter'],
  },
  {
    method: 'GET',
    path: c(m.user),
    operationId: 'manageUser',
    summary: 'Management: an account',
    auth: 'machine',
    scope: 'users:read',
    errors: ['notFound'],
  },
  {
    method: 'POST',
    path: c(m.disable),
    operationId: 'manageDisableUser',
    summary: 'Management: disable an account (its sessions end)',
    auth: 'machine',
    scope: 'users:write',
    errors: ['notFound'],
  },
  {
    method: 'POST',
    path: c(m.enable),
    operationId: 'manageEnableUser',
    summary: 'Management: enable an account',
    auth: 'machine',
    scope: 'users:write',
    errors: ['notFound'],
  },
  {
    method: 'POST',
    path: c(m.endSessions),
    operationId: 'manageEndSessions',
    summary: 'Management: end every session of an account',
    auth: 'machine',
    scope: 'sessions:write',
    errors: ['notFound'],
  },
  {
    method: 'POST',
    path: c(m.passwordReset),
    operationId: 'manageSendPasswordReset',
    summary: 'Management: send the account a password reset code',
    auth: 'machine',
    scope: 'users:write',
    errors: ['notFound', 'codeSendFailed', 'codeSentTooOften', 'codeSendLimitReached'],
  },
  {
    method: 'POST',
    path: c(m.deletion),
    operationId: 'manageStartAccountDeletion',
    summary: 'Management: start the deletion of an account (its grace period, the notice)',
    auth: 'machine',
    scope: 'users:write',
    errors: ['notFound', 'consoleItemExists'],
  },
  {
    method: 'POST',
    path: c(m.legal),
    operationId: 'managePublishLegalVersion',
    summary: 'Management: publish a legal document version',
    auth: 'machine',
    scope: 'legal:write',
    errors: ['consoleInputRefused'],
  },
  // --- Webhooks (decision 054) -------------------------------------------------------------
  {
    method: 'GET',
    path: c(m.webhooks),
    operationId: 'manageListWebhooks',
    summary: "Management: the tenant's webhook endpoints",
    auth: 'machine',
    scope: 'webhooks:read',
    errors: [],
  },
  {
    method: 'POST',
    path: c(m.webhooks),
    operationId: 'manageCreateWebhook',
    summary: 'Management: register a webhook endpoint (its signing secret is shown once)',
    auth: 'machine',
    scope: 'webhooks:write',
    errors: ['consoleInputRefused'],
  },
  {
    method: 'DELETE',
    path: c(m.webhook),
    operationId: 'manageDeleteWebhook',
    summary: 'Management: remove a webhook endpoint',
    auth: 'machine',
    scope: 'webhooks:write',
    errors: ['notFound'],
  },
  {
    method: 'POST',
    path: c(m.webhookEnable),
    operationId: 'manageEnableWebhook',
    summary: 'Management: enable a webhook endpoint again (after repeated failure)',
    auth: 'machine',
    scope: 'webhooks:write',
    errors: ['notFound'],
  },
  {
    method: 'POST',
    path: c(m.webhookTest),
    operationId: 'manageTestWebhook',
    summary: 'Management: send a test event to a webhook endpoint',
    auth: 'machine',
    scope: 'webhooks:write',
    errors: ['notFound'],
  },
  {
    method: 'GET',
    path: c(m.webhookDeliveries),
    operationId: 'manageWebhookDeliveries',
    summary: "Management: a webhook endpoint's last deliveries and their tries",
    auth: 'machine',
    scope: 'webhooks:read',
    errors: ['notFound'],
  },
  {
    method: 'POST',
    path: c(m.webhookRedeliver),
    operationId: 'manageRedeliverWebhook',
    summary: 'Management: deliver a failed (dead) webhook delivery again',
    auth: 'machine',
    scope: 'webhooks:write',
    errors: ['notFound'],
  },
];

const templateName = new Map<string, ApiOperationName>(
  (Object.keys(API_PATH_TEMPLATES) as ApiOperationName[]).map((name) => [
    API_PATH_TEMPLATES[name],
    name,
  ]),
);
const signed = new Set<string>(Object.keys(SIGNED_CALLS));
const withPassword = new Set<string>(Object.keys(ENCRYPTED_PASSWORD_FIELDS));

/** The `apiPaths` name of an operation of the API (undefined for the console's). */
export function apiOperationName(operation: OperationDoc): ApiOperationName | undefined {
  return templateName.get(operation.path);
}

/** Whether the operation is signed (spec §7 "signed v1/v2"): its signature version. */
export function signatureVersionOf(operation: OperationDoc): 'v1' | 'v2' | undefined {
  const name = apiOperationName(operation);
  return name && signed.has(name) ? SIGNED_CALLS[name as keyof typeof SIGNED_CALLS] : undefined;
}

/** A console call that changes something after the sign-in's first step sends `X-Console-Csrf`. */
export function needsConsoleCsrf(operation: OperationDoc): boolean {
  return (
    isConsoleOperation(operation) &&
    operation.method !== 'GET' &&
    operation.operationId !== 'consoleSignIn'
  );
}

export function isConsoleOperation(operation: OperationDoc): boolean {
  return operation.auth.startsWith('console');
}

/**
 * Every error an operation can answer: its own (`errors`) and those of its kind — the body and
 * failures every call has, the tenant and request-security checks of the API, the access token,
 * the slider, the signature, the encrypted password, the console's session, CSRF and role checks.
 */
export function operationErrors(operation: OperationDoc): ErrorName[] {
  const all = new Set<ErrorName>([
    'badRequest',
    'payloadTooLarge',
    'unsupportedMediaType',
    'tooManyRequests',
    'internalError',
    'serviceUnavailable',
  ]);
  const name = apiOperationName(operation);
  if (isConsoleOperation(operation)) {
    all.add('consoleForeignToken');
    if (needsConsoleCsrf(operation)) all.add('consoleCsrfInvalid');
    if (operation.auth !== 'consoleSignIn') {
      all.add('consoleSessionRequired');
      all.add('consoleSecondFactorRequired');
    }
    if (operation.auth === 'consoleAdmin') all.add('consoleRoleForbidden');
  } else if (operation.auth === 'machine') {
    all.add('unknownTenant');
    all.add('tokenInvalid');
  } else {
    all.add('unknownTenant');
    if (name !== 'publicKey') all.add('contextHeaderInvalid');
    if (operation.auth === 'session') all.add('tokenInvalid');
    if (operation.auth === 'client') all.add('invalidClient');
    if (operation.slider) all.add('sliderRequired');
    if (signatureVersionOf(operation)) {
      all.add('signatureInvalid');
      all.add('signatureExpired');
      all.add('nonceReused');
    }
    if (name && withPassword.has(name)) all.add('decryptionFailed');
  }
  for (const error of operation.errors) all.add(error);
  return [...all];
}
