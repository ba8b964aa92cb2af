/**
 * The account server's call paths of spec §7, written once. `brand` is the `{brand}` segment
 * (BRAND_SEGMENT, e.g. `aurora`): paths `/api/aurora-user/...`, header `Aurora-Auth`.
 */
export const BRAND_SEGMENT_PATTERN = /^[a-z][a-z0-9]{1,30}$/;

export function apiPaths(brand: string) {
  const user = `/api/${brand}-user`;
  const auth = `/api/${brand}-auth`;
  return {
    registerSms: `${user}/v2/register/sms`,
    registerSmsVerification: `${user}/v1/register/sms/verification`,
    registerEmailCode: `${user}/v2/register/email/code`,
    registerEmailVerification: `${user}/v2/register/email/verification`,
    userInfo: `${user}/v1/info`,
    resetPasswordCode: `${user}/v1/password/reset/code`,
    resetPassword: `${user}/v1/password/reset`,
    changePassword: `${user}/v1/password/change`,
    changeEmailCode: `${user}/v1/email/change/code`,
    changeEmail: `${user}/v1/email/change`,
    /** Public: the one-time link of the notice to the old address undoes an e-mail change. */
    undoEmailChange: `${user}/v1/email/change/undo`,
    /** Issue 24: the account's security events and signed-in devices. */
    activity: `${user}/v1/activity`,
    sessions: `${user}/v1/sessions`,
    endSession: `${user}/v1/sessions/end`,
    endOtherSessions: `${user}/v1/sessions/end-others`,
    totp: `${user}/v1/totp`,
    totpSetup: `${user}/v1/totp/setup`,
    totpConfirm: `${user}/v1/totp/confirm`,
    totpDisable: `${user}/v1/totp/disable`,
    /** Issue 24: the account's passkeys (WebAuthn). */
    passkeys: `${user}/v1/passkeys`,
    passkeyRegisterOptions: `${user}/v1/passkeys/register/options`,
    passkeyRegister: `${user}/v1/passkeys/register`,
    passkeyRename: `${user}/v1/passkeys/rename`,
    passkeyRemove: `${user}/v1/passkeys/remove`,
    /** Issue 34: delete the account (grace period, cancel link) and download its data. */
    accountDeletion: `${user}/v1/account/delete`,
    /** Public: the one-time cancel link of the deletion notice. */
    cancelAccountDeletion: `${user}/v1/account/delete/cancel`,
    dataExport: `${user}/v1/account/export`,
    homeRuleList: `${user}/home/rule/list`,
    homeRuleCheck: `${user}/home/rule/check`,
    token: `${auth}/oauth/token`,
    oauthEmail: `${auth}/oauth/email`,
    publicKey: `${auth}/publickey`,
    logout: `${auth}/oauth/logout`,
    /** Public: the options of a passkey sign-in (a single-use challenge); then the token call. */
    passkeySignInOptions: `${auth}/passkey/options`,
    authCode: `${auth}/oauth/authCode`,
    /** Shop login: is this client and redirect URL registered? (checked on arrival, no sign-in). */
    oauthClient: `${auth}/oauth/client`,
    /** The consent screen's answer for a third-party client (allow or deny). */
    oauthConsent: `${auth}/oauth/consent`,
    /** The clients that can sign the user in (home screen), and revoking one. */
    apps: `${user}/v1/apps`,
    appsRevoke: `${user}/v1/apps/revoke`,
    sliderChallenge: `${auth}/slider/challenge`,
    sliderVerify: `${auth}/slider/verify`,
    /** Decision 050: sign-in with another identity provider (see endpoints/connectors.ts). */
    connectors: `${auth}/connectors`,
    connectorTicket: `${auth}/connectors/ticket`,
    connectorRegister: `${auth}/connectors/register`,
    connectorLinkExisting: `${auth}/connectors/link-existing`,
    connectorLinkExistingCode: `${auth}/connectors/link-existing/code`,
    connectorIdentities: `${user}/v1/connectors`,
    connectorLink: `${user}/v1/connectors/link`,
    connectorUnlink: `${user}/v1/connectors/unlink`,
    privacy: `/api/${brand}-product/public/privacy`,
    storeRedirect: `/${brand}-store/api/v1/shopstore/redirect`,
  } as const;
}
export type ApiPaths = ReturnType<typeof apiPaths>;

/**
 * The OpenID Connect provider's endpoints (`oidc-provider`, docs/decisions/031-oidc-provider.md),
 * under the issuer; relying parties find them through discovery. Called by relying parties, not
 * by the web app, so without the web app's request-security headers.
 */
export const OIDC_PATHS = {
  discovery: '/.well-known/openid-configuration',
  authorization: '/oidc/auth',
  token: '/oidc/token',
  userinfo: '/oidc/me',
  jwks: '/oidc/jwks',
  endSession: '/oidc/session/end',
  revocation: '/oidc/token/revocation',
  introspection: '/oidc/token/introspection',
} as const;
export const OIDC_PREFIX = '/oidc';

/** `{Brand}-Auth`: the header that carries the access token. */
export function authHeaderName(brand: string): string {
  return `${brand.charAt(0).toUpperCase()}${brand.slice(1)}-Auth`;
}

export const TENANT_HEADER = 'Tenant-Id';
export const TARGET_CLIENT_HEADER = 'target-client-id';
/**
 * Spec §7 "an encrypted header carrying region, language and country short code" on every
 * request: `ctx1.…` from `encryptContext` (security/encryption.ts).
 */
export const CLIENT_CONTEXT_HEADER = 'X-Client-Context';
/** The ticket of a passed slide-to-verify check, required by sign-in, registration and code sending. */
export const SLIDER_TICKET_HEADER = 'Slider-Ticket';

/** Dev outbox (DESIGN §8); served only when OUTBOX is on. */
export const DEV_OUTBOX_PATH = '/_dev/outbox';
/**
 * Test hook of account deletion (decision 048), served only when OUTBOX is on: ends the grace
 * period of one pending deletion (`{ email }`) and runs the erasure, so that journeys need no
 * sleep of 14 days.
 */
export const DEV_ERASE_ACCOUNT_PATH = '/_dev/account-deletions/erase';

/**
 * The web app's screens (spec §2), written once: the web app routes them (apps/web config/paths.ts)
 * and the server's metrics name a page request by its screen (plugins/metrics.ts).
 */
export const WEB_SCREEN_PATHS = {
  root: '/',
  login: '/login',
  register: '/register',
  home: '/home',
  logout: '/logout',
  reset: '/reset',
  changePassword: '/changePassword',
  changeMailBox: '/changeMailBox',
  /** The undo link of the notice to the old address after an e-mail change (visitors). */
  undoEmailChange: '/undoEmailChange',
  /** Home's security section (passkeys, authenticator app, linked sign-in methods; decision 053). */
  security: '/home/security',
  /** Issue 34: Home's privacy page (download the data, delete the account). */
  privacy: '/home/privacy',
  /** The cancel link of the deletion notice (visitors). */
  cancelDeletion: '/cancelDeletion',
  /** Where the deletion form goes once the account is deleted and the session is gone. */
  accountDeleted: '/accountDeleted',
  notFound: '/404',
} as const;
