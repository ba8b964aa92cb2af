import { resolveBrand, TENANT_HEADER, type BrandKey } from '@account-centre/contract';
import type { FastifyRequest } from 'fastify';

/** The brand a request is for (spec §1): by its host or its `Tenant-Id` header. */
export function brandOfRequest(
  request: FastifyRequest,
  secondBrandHosts: readonly string[],
): BrandKey {
  const tenant = request.headers[TENANT_HEADER.toLowerCase()];
  return resolveBrand({
    hostname: request.hostname,
    tenantId: typeof tenant === 'string' ? tenant : undefined,
    secondBrandHosts,
  });
}
