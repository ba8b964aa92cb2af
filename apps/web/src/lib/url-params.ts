import { AUTHORIZATION_FIELDS } from '@account-centre/contract';
import { z } from 'zod';
import { getStored, setStored } from '#lib/storage.ts';

/**
 * The url parameters kept across visits (spec §2/§3): client_id and redirect_url, plus the
 * tenantId so that a reload keeps the brand the visitor arrived with, and the rest of a client's
 * authorization request (shop login: response_type, scope, state, nonce and the PKCE challenge).
 */
export const urlParamsSchema = z.object({
  client_id: z.string().optional(),
  redirect_url: z.string().optional(),
  tenantId: z.string().optional(),
  response_type: z.string().optional(),
  scope: z.string().optional(),
  state: z.string().optional(),
  nonce: z.string().optional(),
  code_challenge: z.string().optional(),
  code_challenge_method: z.string().optional(),
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
