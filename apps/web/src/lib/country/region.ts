import { DEFAULT_REGION, REGIONS, type Region } from '@account-centre/contract';

function isRegion(word: string): word is Region {
  return (REGIONS as readonly string[]).includes(word);
}

/**
 * Spec §4: the region named by the host — `cn`, `eu`, `us` or `sg` as one of its dot- or
 * dash-separated words (`eu.example.com`, `account-us.example.com`, `example.cn`), the first
 * one from the left when several are; `cn` when none is. Whole words, so that a host such as
 * `business.example.com` does not read as `us` (docs/decisions/017-countries-and-regions.md).
 */
export function regionOfHost(hostname: string): Region {
  return hostname.toLowerCase().split(/[.-]/).find(isRegion) ?? DEFAULT_REGION;
}
