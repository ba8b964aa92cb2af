import { DEFAULT_TENANT_ID, SECOND_BRAND_TENANT_ID, TENANT_ID_PATTERN } from '#constants.ts';

/** The two brand variants of spec §1. Names, hosts and themes are configuration. */
export type BrandKey = 'first' | 'second';

/**
 * Spec §1/§4: the second brand when the host belongs to it or the tenant id is 000002;
 * otherwise the first brand. A host belongs to the second brand when it equals one of its
 * configured hosts or is a sub-domain of one.
 */
export function resolveBrand(input: {
  hostname: string;
  tenantId?: string | null | undefined;
  secondBrandHosts: readonly string[];
}): BrandKey {
  if (input.tenantId === SECOND_BRAND_TENANT_ID) return 'second';
  const host = input.hostname.toLowerCase();
  const isSecondHost = input.secondBrandHosts.some((candidate) => {
    const h = candidate.trim().toLowerCase();
    return h !== '' && (host === h || host.endsWith(`.${h}`));
  });
  return isSecondHost ? 'second' : 'first';
}

/** Spec §6: Tenant-Id is 000002 for the second brand; otherwise the tenantId parameter, or 000000. */
export function tenantIdFor(brand: BrandKey, tenantIdParam?: string | null): string {
  if (brand === 'second') return SECOND_BRAND_TENANT_ID;
  return tenantIdParam && TENANT_ID_PATTERN.test(tenantIdParam) ? tenantIdParam : DEFAULT_TENANT_ID;
}
