import { clientIdSchema, MANAGEMENT_SCOPES, OAUTH_SCOPES } from '@account-centre/contract';

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

/** What a client registration names (the CLI's options, the console's form). */
export interface ClientRuleFields {
  clientId?: string | undefined;
  redirectUrls: readonly string[];
  postLogoutRedirectUrls: readonly string[];
  scopes: readonly string[];
  secret?: string | undefined;
  /** A machine client of the management API: no URLs, at least one management scope. */
  machine?: boolean | undefined;
}

/** Which field a rule refused, the refused value and why: each caller words it its own way. */
export interface ClientRuleProblem {
  field: 'clientId' | 'redirectUrls' | 'postLogoutRedirectUrls' | 'scopes' | 'secret';
  value: string;
  problem: string;
}

/**
 * The rules every registered client follows, whoever registers it (the admin CLI, the support
 * console): a well-formed id, at least one redirect URL, every URL fit to register
 * (`redirectUrlProblem`), scopes besides `openid` among email and phone, a chosen secret of 32 to
 * 200 characters. The first problem found, or undefined.
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
  for (const url of fields.redirectUrls) {
    const problem = redirectUrlProblem(url);
    if (problem) return { field: 'redirectUrls', value: url, problem };
  }
  for (const url of fields.postLogoutRedirectUrls) {
    const problem = redirectUrlProblem(url);
    if (problem) return { field: 'postLogoutRedirectUrls', value: url, problem };
  }
  for (const scope of fields.scopes) {
    if (!(OAUTH_SCOPES as readonly string[]).includes(scope) || scope === 'openid') {
      return { field: 'scopes', value: scope, problem: 'one of email, phone' };
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

/** A machine client (decision 052): management scopes only, at least one; no URL of any kind. */
function machineRuleProblem(fields: ClientRuleFields): ClientRuleProblem | undefined {
  const [url] = [...fields.redirectUrls, ...fields.postLogoutRedirectUrls];
  if (url !== undefined) {
    return { field: 'redirectUrls', value: url, problem: 'a machine client has no URLs' };
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
