import { dialCodeOfCountry, phoneAllowedIn } from '@account-centre/contract';
import { getRuntime } from '#lib/runtime.ts';

// Only the contract's small dial-code extract: the full country data (names, pinyin) is not
// in the first chunk; the pickers load it.

/**
 * DESIGN §4: whether phone login and phone registration apply to a country or region — its
 * region group is one of the server's PHONE_REGION_GROUPS (written into the app config).
 */
export function phoneAppliesTo(country: string): boolean {
  return phoneAllowedIn(country, getRuntime().config.phoneRegionGroups);
}

/** A country's dial code, digits only (`86`); '' for an unknown country. */
export function dialCodeOf(country: string): string {
  return dialCodeOfCountry(country) ?? '';
}
