import {
  resolveBrand,
  TENANT_HEADER,
  TENANT_ID_PATTERN,
  tenantIdFor,
} from '@account-centre/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '#config/index.ts';
import { appError } from '#lib/app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The tenant of the request (spec §6), one of TENANT_IDS: set by the `onRequest` hook of
     * `registerTenant`, before anything else looks at the request.
     */
    tenantId: string;
  }
}

const HEADER = TENANT_HEADER.toLowerCase();

/**
 * The tenant a request is for. With a `Tenant-Id` header, that tenant: six digits and one of
 * `tenantIds`, else 40040. Without one, the tenant the web app itself would send (spec §6): 000002 on
 * a host of the second brand, 000000 everywhere else.
 */
export function tenantOfRequest(
  request: Pick<FastifyRequest, 'headers' | 'hostname'>,
  config: { tenantIds: ReadonlySet<string>; secondBrandHosts: readonly string[] },
): string {
  const header = request.headers[HEADER];
  if (header === undefined) {
    const brand = resolveBrand({
      hostname: request.hostname,
      secondBrandHosts: config.secondBrandHosts,
    });
    return tenantIdFor(brand);
  }
  // Node joins repeated headers with ", ", so a repeated Tenant-Id is malformed too.
  if (typeof header !== 'string' || !TENANT_ID_PATTERN.test(header)) {
    throw appError('unknownTenant', 'Tenant-Id must be six digits');
  }
  if (!config.tenantIds.has(header)) throw appError('unknownTenant');
  return header;
}

/**
 * Decorates every request with its `tenantId` (see `tenantOfRequest`). The hook runs first among
 * the request's own hooks (register it before any other `onRequest` hook that reads the request),
 * so a refused tenant leaves before authentication, the slider, parsing or any route.
 */
export function registerTenant(
  app: FastifyInstance,
  config: Pick<Config, 'tenantIds' | 'secondBrandHosts'>,
): void {
  const settings = {
    tenantIds: new Set(config.tenantIds),
    secondBrandHosts: config.secondBrandHosts,
  };
  app.decorateRequest('tenantId', '');
  app.addHook('onRequest', async (request) => {
    request.tenantId = tenantOfRequest(request, settings);
  });
}
