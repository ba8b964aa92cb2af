import { apiPaths, type ApiPaths } from '@account-centre/contract';
import { getRuntime } from '#lib/runtime.ts';

/** The server's call paths for the configured `{brand}` segment. */
export function getApiPaths(): ApiPaths {
  return apiPaths(getRuntime().config.brandSegment);
}
