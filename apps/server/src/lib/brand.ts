import { resolveBrand, type BrandKey } from '@account-centre/contract';
import type { FastifyRequest } from 'fastify';
import type { Config } from '#config/index.ts';
import { clientNetworkOf } from '#lib/client-network.ts';

/**
 * The brand a request is for (spec §4 "App type"): the second brand on one of its hosts or for
 * tenant 000002, else the first. The tenant is the request's resolved one (`plugins/tenant.ts`).
 */
export function brandOfRequest(
  request: FastifyRequest,
  secondBrandHosts: readonly string[],
): BrandKey {
  return resolveBrand({
    hostname: request.hostname,
    tenantId: request.tenantId,
    secondBrandHosts,
  });
}

/**
 * Who asks for a code: the request's tenant, the name of its brand and the client's address (an
 * IPv6 client by its /64: the key of per-IP limits, see `clientNetworkOf`).
 */
export interface Requester {
  tenantId: string;
  brandName: string;
  clientIp: string;
}

export function requesterOf(
  request: FastifyRequest,
  config: Pick<Config, 'brands' | 'secondBrandHosts'>,
): Requester {
  return {
    tenantId: request.tenantId,
    brandName: config.brands[brandOfRequest(request, config.secondBrandHosts)].name,
    clientIp: clientNetworkOf(request.ip),
  };
}
