import { z } from 'zod';
import { getStored, setStored } from '#lib/storage.ts';

/**
 * The url parameters kept across visits (spec §2/§3): client_id and redirect_url, plus the
 * tenantId so that a reload keeps the brand the visitor arrived with.
 */
export const urlParamsSchema = z.object({
  client_id: z.string().optional(),
  redirect_url: z.string().optional(),
  tenantId: z.string().optional(),
});
export type UrlParams = z.infer<typeof urlParamsSchema>;

const KEPT = ['client_id', 'redirect_url', 'tenantId'] as const;

export function getUrlParams(): UrlParams {
  return getStored('urlParams', urlParamsSchema) ?? {};
}

/** Reads the kept parameters from a query string, merges them into the stored ones, saves them. */
export function captureUrlParams(search: string): UrlParams {
  const query = new URLSearchParams(search);
  const params: UrlParams = { ...getUrlParams() };
  for (const key of KEPT) {
    const value = query.get(key);
    if (value) params[key] = value;
  }
  setStored('urlParams', params);
  return params;
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
