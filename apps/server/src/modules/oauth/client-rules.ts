import { clientIdSchema, MANAGEMENT_SCOPES, OAUTH_SCOPES } from '@account-centre/contract';
import type { ClientType } from '#modules/oauth/oauth-clients.repo.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A client secret chosen by the operator (`--secret`): this many characters at least, at most. */
export const CLIENT_SECRET_MIN_LENGTH = 32;
export const CLIENT_SECRET_MAX_LENGTH = 200;

/**
 * A redirect URL fit to register: absolute http(s) (plain http only for a loopback host), no user
 * info, no fragment, and written as the WHATWG URL parser writes it, so that the exact-string
 * comparison at sign-in has one spelling to match.
 */
export function redirectUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not an absolute URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be https';
  if (url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) {
    return 'must be https (http only for localhost)';
  }
  if (url.username !== '' || url.password !== '') return 'must not contain user info';
  if (url.hash !== '' || value.includes('#')) return 'must not contain a fragment';
  if (url.href !== value) return `write it as ${url.href}`;
  return undefined;
}

/**
 * A front-channel logout URL (OpenID Connect Front-Channel Logout 1.0 §2): absolute `https` (plain
 * `http` only for a loopback host, as every registered URL), no fragment, no user info; a query is
 * allowed (the provider adds `iss` and `sid` to it). It need not share an origin with a redirect URL.
 */
export function frontchannelLogoutUrlProblem(value: string): string | undefined {
  return redirectUrlProblem(value);
}

/** Schemes a native app's private-use redirect may never take (RFC 8252 §7.1, §8.2). */
const FORBIDDEN_SCHEMES = new Set([
  'javascript:',
  'data:',
  'file:',
  'vbscript:',
  'blob:',
  'about:',
]);

/**
 * A native app's redirect URL (RFC 8252 §7): a claimed `https` URL (not a loopback host), a
 * loopback `http` URL on an IP literal (the port is free at sign-in, §7.3: the provider ignores it
 * for native apps), or a private-use scheme in reverse domain notation (`com.aurora.app:/cb`, §7.1).
 */
export function nativeRedirectUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not an absolute URL';
  }
  if (value.includes('#')) return 'must not contain a fragment';
  if (url.protocol === 'https:') {
    if (LOOPBACK.has(url.hostname)) return 'a loopback redirect uses http';
    return redirectUrlProblem(value);
  }
  if (url.protocol === 'http:') {
    if (url.hostname !== '127.0.0.1' && url.hostname !== '[::1]') {
      return 'http only for the loopback IP 127.0.0.1 or [::1] (RFC 8252 §7.3)';
    }
    return redirectUrlProblem(value);
  }
  if (FORBIDDEN_SCHEMES.has(url.protocol)) return 'not a scheme an app may claim';
  if (!url.protocol.slice(0, -1).includes('.')) {
    return 'a private-use scheme is a reverse domain name such as com.example.app (RFC 8252 §7.1)';
  }
  if (url.href !== value) return `write it as ${url.href}`;
  return undefined;
}

/**
 * Is `url` one of the client's redirect URLs? Character for character; for a native app a loopback
 * `http` URL may also differ in its port alone (RFC 8252 §7.3), as the provider itself allows.
 */
export function redirectUrlRegistered(
  client: { type: ClientType; redirectUrls: readonly string[] },
  url: string,
): boolean {
  if (client.redirectUrls.includes(url)) return true;
  if (client.type !== 'native') return false;
  const withoutPort = loopbackWithoutPort(url);
  return (
    withoutPort !== undefined &&
    client.redirectUrls.some((registered) => loopbackWithoutPort(registered) === withoutPort)
  );
}

function loopbackWithoutPort(value: string): string | undefined {
  const url = URL.parse(value);
  if (url?.protocol !== 'http:' || (url.hostname !== '127.0.0.1' && url.hostname !== '[::1]')) {
    return undefined;
  }
  url.port = '';
  return url.href;
}

/** What a client registration names (the CLI's options, the console's form). */
export interface ClientRuleFields {
  clientId?: string | undefined;
  /** Confidential when not given. */
  type?: ClientType | undefined;
  backchannelLogoutUrl?: string | null | undefined;
  frontchannelLogoutUrl?: string | null | undefined;
  redirectUrls: readonly string[];
  postLogoutRedirectUrls: readonly string[];
  scopes: readonly string[];
  secret?: string | undefined;
  /** A machine client of the management API: no URLs, at least one management scope. */
  machine?: boolean | undefined;
}

/** Which field a rule refused, the refused value and why: each caller words it its own way. */
export interface ClientRuleProblem {
  field:
    | 'clientId'
    | 'redirectUrls'
    | 'postLogoutRedirectUrls'
    | 'scopes'
    | 'secret'
    | 'backchannelLogoutUrl'
    | 'frontchannelLogoutUrl';
  value: string;
  problem: string;
}

/**
 * The rules every registered client follows, whoever registers it (the admin CLI, the support
 * console): a well-formed id, at least one redirect URL, every URL fit to register
 * (`redirectUrlProblem`; a native app's by RFC 8252, `nativeRedirectUrlProblem`), scopes besides
 * `openid` among email and phone, a chosen secret of 32 to 200 characters and none for a public
 * client, a back-channel and a front-channel logout URL fit to register. The first problem found, or undefined.
 */
export function clientRuleProblem(fields: ClientRuleFields): ClientRuleProblem | undefined {
  if (fields.clientId !== undefined && !clientIdSchema.safeParse(fields.clientId).success) {
    return {
      field: 'clientId',
      value: fields.clientId,
      problem: 'client id must be 3-100 letters, digits, dots, dashes or underscores',
    };
  }
  if (fields.machine) return machineRuleProblem(fields);
  if (fields.redirectUrls.length === 0) {
    return { field: 'redirectUrls', value: '', problem: 'at least one redirect URL is needed' };
  }
  const urlProblem = fields.type === 'native' ? nativeRedirectUrlProblem : redirectUrlProblem;
  for (const url of fields.redirectUrls) {
    const problem = urlProblem(url);
    if (problem) return { field: 'redirectUrls', value: url, problem };
  }
  for (const url of fields.postLogoutRedirectUrls) {
    const problem = urlProblem(url);
    if (problem) return { field: 'postLogoutRedirectUrls', value: url, problem };
  }
  for (const scope of fields.scopes) {
    if (!(OAUTH_SCOPES as readonly string[]).includes(scope) || scope === 'openid') {
      return { field: 'scopes', value: scope, problem: 'one of email, phone' };
    }
  }
  if (fields.backchannelLogoutUrl !== undefined && fields.backchannelLogoutUrl !== null) {
    const problem = redirectUrlProblem(fields.backchannelLogoutUrl);
    if (problem) {
      return { field: 'backchannelLogoutUrl', value: fields.backchannelLogoutUrl, problem };
    }
  }
  if (fields.frontchannelLogoutUrl !== undefined && fields.frontchannelLogoutUrl !== null) {
    const problem = frontchannelLogoutUrlProblem(fields.frontchannelLogoutUrl);
    if (problem) {
      return { field: 'frontchannelLogoutUrl', value: fields.frontchannelLogoutUrl, problem };
    }
  }
  if (fields.secret !== undefined && fields.type !== undefined && fields.type !== 'confidential') {
    return { field: 'secret', value: '(hidden)', problem: 'a public client has no secret' };
  }
  if (
    fields.secret !== undefined &&
    (fields.secret.length < CLIENT_SECRET_MIN_LENGTH ||
      fields.secret.length > CLIENT_SECRET_MAX_LENGTH)
  ) {
    return {
      field: 'secret',
      value: '(hidden)',
      problem: `${CLIENT_SECRET_MIN_LENGTH} to ${CLIENT_SECRET_MAX_LENGTH} characters`,
    };
  }
  return undefined;
}

/** A machine client (decision 052): management scopes only, at least one; no URL of any kind. */
function machineRuleProblem(fields: ClientRuleFields): ClientRuleProblem | undefined {
  const [url] = [
    ...fields.redirectUrls,
    ...fields.postLogoutRedirectUrls,
    ...(fields.frontchannelLogoutUrl ? [fields.frontchannelLogoutUrl] : []),
  ];
  if (url !== undefined) {
    return { field: 'redirectUrls', value: url, problem: 'a machine client has no URLs' };
  }
  if (fields.backchannelLogoutUrl) {
    return {
      field: 'backchannelLogoutUrl',
      value: fields.backchannelLogoutUrl,
      problem: 'a machine client has no URLs',
    };
  }
  if (fields.scopes.length === 0) {
    return {
      field: 'scopes',
      value: '',
      problem: `at least one of ${MANAGEMENT_SCOPES.join(', ')}`,
    };
  }
  for (const scope of fields.scopes) {
    if (!(MANAGEMENT_SCOPES as readonly string[]).includes(scope)) {
      return { field: 'scopes', value: scope, problem: `one of ${MANAGEMENT_SCOPES.join(', ')}` };
    }
  }
  if (
    fields.secret !== undefined &&
    (fields.secret.length < CLIENT_SECRET_MIN_LENGTH ||
      fields.secret.length > CLIENT_SECRET_MAX_LENGTH)
  ) {
    return {
      field: 'secret',
      value: '(hidden)',
      problem: `${CLIENT_SECRET_MIN_LENGTH} to ${CLIENT_SECRET_MAX_LENGTH} characters`,
    };
  }
  return undefined;
}
