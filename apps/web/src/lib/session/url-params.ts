import { AUTHORIZATION_FIELDS } from '@account-centre/contract';
import * as z from 'zod/mini';
import { getStored, setStored } from '#lib/storage.ts';

/**
 * The url parameters kept across visits (spec §2/§3): client_id and redirect_url, plus the
 * tenantId so that a reload keeps the brand the visitor arrived with, and the OpenID provider's
 * sign-in request a client's visitor arrives with (shop login: `interaction`, decision 031).
 */
export const urlParamsSchema = z.object({
  client_id: z.optional(z.string()),
  redirect_url: z.optional(z.string()),
  tenantId: z.optional(z.string()),
  interaction: z.optional(z.string()),
});
export type UrlParams = z.infer<typeof urlParamsSchema>;

const KEPT = ['client_id', 'redirect_url', 'tenantId', ...AUTHORIZATION_FIELDS] as const;

export function getUrlParams(): UrlParams {
  return getStored('urlParams', urlParamsSchema) ?? {};
}

/** The client fields (shop login) of this page load's query, held until the server has checked them. */
let arriving: UrlParams | undefined;

/**
 * Reads the kept parameters from a query string at the start of a page load. The tenantId is
 * saved at once; a client's fields (client_id, redirect_url and its authorization request) are
 * only held: they are saved when the server confirms the client (`acceptArrivingClient`) and
 * forgotten when it refuses them, so one bad link never blocks a later visit. Standard OAuth
 * clients send `redirect_uri`: it is kept as `redirect_url`. Returns the stored parameters.
 */
export function captureUrlParams(search: string): UrlParams {
  const query = new URLSearchParams(search);
  const params = getUrlParams();
  const tenantId = query.get('tenantId');
  if (tenantId) params.tenantId = tenantId;
  setStored('urlParams', params);
  const client: UrlParams = {};
  for (const key of KEPT) {
    if (key === 'tenantId') continue;
    const value =
      key === 'redirect_url' ? (query.get(key) ?? query.get('redirect_uri')) : query.get(key);
    if (value) client[key] = value;
  }
  arriving = client.client_id || client.redirect_url ? client : undefined;
  return params;
}

/** The client fields this page load arrived with, while they wait for the server's check. */
export function arrivingClientParams(): UrlParams | undefined {
  return arriving;
}

/**
 * The client_id the visit's calls name (spec §7 `target-client-id`), undefined for the app's own:
 * the one this page load arrived with while the server checks it (its very first call, the
 * `publickey`, included), else the stored one. A refused client is forgotten, so later calls
 * name the app again.
 */
export function visitClientId(): string | undefined {
  return arriving ? arriving.client_id : getUrlParams().client_id;
}

/**
 * The server confirmed the arriving client: its fields are saved. A new client starts a new
 * authorization request: fields of an earlier one are not carried over.
 */
export function acceptArrivingClient(): void {
  if (!arriving) return;
  const stored = getUrlParams();
  const base = arriving.client_id ? withoutClient(stored) : stored;
  setStored('urlParams', { ...base, ...arriving });
  arriving = undefined;
}

/** The server refused the arriving client: nothing of it is kept, nor of an earlier client. */
export function refuseArrivingClient(): void {
  arriving = undefined;
  setStored('urlParams', withoutClient(getUrlParams()));
}

function withoutClient(params: UrlParams): UrlParams {
  return { ...withoutAuthorization(params), client_id: undefined, redirect_url: undefined };
}

/** Forgets a client's authorization request once answered (client_id and redirect_url stay). */
export function clearAuthorizationRequest(): void {
  setStored('urlParams', withoutAuthorization(getUrlParams()));
}

function withoutAuthorization(params: UrlParams): UrlParams {
  const fields = new Set<string>(AUTHORIZATION_FIELDS);
  return Object.fromEntries(
    Object.entries(params).filter(([key]) => !fields.has(key)),
  ) as UrlParams;
}

/**
 * The visit's parameters as a query string (`?client_id=…`), or '' when there are none: the
 * stored ones, with a client this page load arrived with and the server has not checked yet in
 * place of a stored one (the login screen it leads to checks it).
 */
export function urlParamsQuery(
  params: UrlParams = arriving ? { ...withoutClient(getUrlParams()), ...arriving } : getUrlParams(),
): string {
  const query = new URLSearchParams();
  for (const key of KEPT) {
    const value = params[key];
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
