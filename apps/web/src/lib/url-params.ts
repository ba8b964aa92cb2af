import { AUTHORIZATION_FIELDS } from '@account-centre/contract';
import * as z from 'zod/mini';
import { getStored, setStored } from '#lib/storage.ts';

/**
 * The url parameters kept across visits (spec §2/§3): client_id and redirect_url, plus the
 * tenantId so that a reload keeps the brand the visitor arrived with, and the rest of a client's
 * authorization request (shop login: response_type, scope, state, nonce and the PKCE challenge).
 */
export const urlParamsSchema = z.object({
  client_id: z.optional(z.string()),
  redirect_url: z.optional(z.string()),
  tenantId: z.optional(z.string()),
  response_type: z.optional(z.string()),
  scope: z.optional(z.string()),
  state: z.optional(z.string()),
  nonce: z.optional(z.string()),
  code_challenge: z.optional(z.string()),
  code_challenge_method: z.optional(z.string()),
});
export type UrlParams = z.infer<typeof urlParamsSchema>;

const KEPT = ['client_id', 'redirect_url', 'tenantId', ...AUTHORIZATION_FIELDS] as const;

export function getUrlParams(): UrlParams {
  return getStored('urlParams', urlParamsSchema) ?? {};
}

/**
 * Reads the kept parameters from a query string, merges them into the stored ones, saves them.
 * Standard OAuth clients send `redirect_uri`: it is kept as `redirect_url`. A query naming a
 * client starts a new authorization request: fields of an earlier one are not carried over.
 */
export function captureUrlParams(search: string): UrlParams {
  const query = new URLSearchParams(search);
  const stored = getUrlParams();
  const params: UrlParams = query.get('client_id') ? withoutAuthorization(stored) : { ...stored };
  for (const key of KEPT) {
    const value =
      key === 'redirect_url' ? (query.get(key) ?? query.get('redirect_uri')) : query.get(key);
    if (value) params[key] = value;
  }
  setStored('urlParams', params);
  return params;
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

/** The stored parameters as a query string (`?client_id=…`), or '' when there are none. */
export function urlParamsQuery(params: UrlParams = getUrlParams()): string {
  const query = new URLSearchParams();
  for (const key of KEPT) {
    const value = params[key];
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
